/**
 * Entry module. It starts only if #spk-container exists; otherwise it logs that the entry was not found and
 * does nothing else. The start-up's Store API calls begin right away while the React application chunk
 * loads in parallel.
 */
import { createShopBoot } from './app/boot';
import { CONTAINER_ID, isInsideMainLandmark, parseContainerAttributes } from './app/mountConfig';
import { nextTask } from './app/nextTask';
import { CHUNK_LOAD_TIMEOUT_MS, withTimeout } from './app/withTimeout';

function main(): void {
  const container = document.getElementById(CONTAINER_ID);
  if (!container) {
    console.error(`Entry #${CONTAINER_ID} not found`);
    return;
  }
  const boot = createShopBoot({
    ...parseContainerAttributes(container.dataset, window.location.href),
    insideHostMain: isInsideMainLandmark(container),
  });
  void boot.start();
  withTimeout(loadApplication(), CHUNK_LOAD_TIMEOUT_MS).then(
    ({ mountShop }) => mountShop(container, boot),
    (error: unknown) => {
      // Without React there is no error page; show the translated message as plain text.
      console.error('[shop] the application could not be loaded', error);
      const message = document.createElement('p');
      message.setAttribute('role', 'alert');
      message.textContent = boot.i18n.t('error.text');
      container.replaceChildren(message);
    },
  );
}

/**
 * Loads the React application. All its chunks download at once (the host page preloads them), but they are
 * evaluated in tasks of their own (React's renderer, then the application) and the mount follows in a third:
 * together they were one long task of several hundred milliseconds on a mid-range phone, during which the
 * page could not react to input.
 */
async function loadApplication() {
  await import('react-dom/client');
  await nextTask();
  const application = await import('./app/mount');
  await nextTask();
  return application;
}

main();
