import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRODUCT } from '../../test/fixtures';
import { renderDesk } from '../../test/renderDesk';

const products = { 'POST /search/product': { total: 1, data: [PRODUCT] } };

describe('the catalogue', () => {
  it('searches variants by number or name', async () => {
    const { callsTo } = renderDesk('/catalogue', products);
    expect(await screen.findByText('PA6-10')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Search variants'), 'PA6');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(callsTo('POST /search/product').map((call) => call.body)).toContainEqual(
        expect.objectContaining({ term: 'PA6' }),
      ),
    );
  });

  it('restocks on top of the current stock', async () => {
    const { callsTo } = renderDesk('/catalogue', { ...products, 'PATCH /product/p1': { status: 204 } });
    await userEvent.type(await screen.findByLabelText('Pieces arrived of PA6-10 PA6 sheet'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Add to stock PA6-10 PA6 sheet' }));
    await waitFor(() => expect(callsTo('PATCH /product/p1')[0]?.body).toEqual({ stock: 8 }));
  });

  it('shows the new stock and keeps "Saved." after the list is fetched again', async () => {
    let stock = 3;
    renderDesk('/catalogue', {
      'POST /search/product': () => ({ json: { total: 1, data: [{ ...PRODUCT, stock }] } }),
      'PATCH /product/p1': (request: { body: unknown }) => {
        stock = (request.body as { stock: number }).stock;
        return { status: 204 };
      },
    });
    await userEvent.type(await screen.findByLabelText('Pieces arrived of PA6-10 PA6 sheet'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Add to stock PA6-10 PA6 sheet' }));
    await waitFor(() => expect(screen.getByLabelText('Stock of PA6-10 PA6 sheet')).toHaveValue('8'));
    expect(screen.getByText('Saved.')).toBeInTheDocument();
    expect(screen.getByLabelText('Pieces arrived of PA6-10 PA6 sheet')).toHaveValue('');
  });

  it('saves a new price with the net at the old tax ratio, and closeout at once', async () => {
    const { callsTo } = renderDesk('/catalogue', { ...products, 'PATCH /product/p1': { status: 204 } });
    const price = await screen.findByLabelText('Gross price of PA6-10 PA6 sheet');
    await userEvent.clear(price);
    await userEvent.type(price, '238');
    await userEvent.click(screen.getByRole('button', { name: 'Save PA6-10 PA6 sheet' }));
    await waitFor(() =>
      expect(callsTo('PATCH /product/p1')[0]?.body).toEqual({
        price: [{ currencyId: 'eur', gross: 238, net: 200, linked: true }],
      }),
    );
    await userEvent.click(screen.getByLabelText('PA6-10 PA6 sheet is a closeout (sold only while in stock)'));
    await waitFor(() => expect(callsTo('PATCH /product/p1')[1]?.body).toEqual({ isCloseout: false }));
  });

  it('previews every change and row error of an import and applies only a clean one', async () => {
    let dryRuns = 0;
    const { callsTo } = renderDesk('/catalogue', {
      ...products,
      'POST /_action/desk/product-import': (request: { body: unknown }) => {
        const { csv, dryRun } = request.body as { csv: string; dryRun: boolean };
        if (csv.includes('bad'))
          return {
            json: {
              changes: [],
              errors: [
                {
                  row: 3,
                  column: 'stock',
                  code: 'PLASTICS__CSV_INVALID_STOCK',
                  detail: 'x is not a whole number',
                },
              ],
              applied: false,
            },
          };
        if (dryRun) dryRuns += 1;
        return {
          json: {
            changes: [{ productNumber: 'PA6-10', field: 'stock', from: 3, to: 30 }],
            errors: [],
            applied: !dryRun,
          },
        };
      },
    });
    const input = await screen.findByLabelText('CSV file');
    await userEvent.upload(
      input,
      new File(['productNumber,price,stock,isCloseout,active\nPA6-10,bad,x,1,1\n'], 'bad.csv', {
        type: 'text/csv',
      }),
    );
    expect(await screen.findByText('The stock is no whole number.')).toBeInTheDocument();
    expect(screen.getByText('0 changes, 1 row errors.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply 0 changes' })).toBeDisabled();

    await userEvent.upload(
      input,
      new File(['productNumber,price,stock,isCloseout,active\nPA6-10,119,30,1,1\n'], 'good.csv', {
        type: 'text/csv',
      }),
    );
    const apply = await screen.findByRole('button', { name: 'Apply 1 change' });
    expect(screen.getByRole('table', { name: 'Changes' })).toHaveTextContent('PA6-10Stock330');
    expect(dryRuns).toBe(1);
    await userEvent.click(apply);
    expect(await screen.findByText('1 change applied.')).toBeInTheDocument();
    expect(callsTo('POST /_action/desk/product-import').at(-1)?.body).toMatchObject({ dryRun: false });
  });

  it("opens a variant's history (who, when, what) and refreshes it after a change in the row", async () => {
    let reads = 0;
    const history = [
      {
        id: 'a2',
        createdAt: '2026-11-26T10:00:00.000Z',
        actorName: 'Olga Owner',
        action: 'product.update',
        details: { productNumber: 'PA6-10', changes: [{ field: 'isCloseout', from: false, to: true }] },
      },
      {
        id: 'a1',
        createdAt: '2026-11-25T09:00:00.000Z',
        actorName: 'Sam Staff',
        action: 'product.import',
        details: { productNumber: 'PA6-10', changes: [{ field: 'stock', from: 30, to: 3 }] },
      },
    ];
    const { callsTo } = renderDesk('/catalogue', {
      ...products,
      'PATCH /product/p1': { status: 204 },
      'GET /product/p1': () => {
        reads += 1;
        const latest =
          reads > 1
            ? [
                {
                  id: 'a3',
                  createdAt: '2026-11-26T11:00:00.000Z',
                  actorName: 'Olga Owner',
                  action: 'product.update',
                  details: { changes: [{ field: 'stock', from: 3, to: 8 }] },
                },
              ]
            : [];
        return { json: { data: { ...PRODUCT, extensions: { desk: { history: [...latest, ...history] } } } } };
      },
    });
    const toggle = await screen.findByRole('button', { name: 'History PA6-10 PA6 sheet' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(callsTo('GET /product/p1')).toHaveLength(0);
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = await screen.findByRole('list', { name: 'History PA6-10 PA6 sheet' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Olga Owner: Closeout no → yes');
    expect(items[1]).toHaveTextContent('Sam Staff: CSV import: Stock 30 → 3');

    await userEvent.type(screen.getByLabelText('Pieces arrived of PA6-10 PA6 sheet'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Add to stock PA6-10 PA6 sheet' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Olga Owner: Stock 3 → 8');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'History PA6-10 PA6 sheet' })).not.toBeInTheDocument();
  });

  it('shows the history in German', async () => {
    renderDesk(
      '/catalogue',
      {
        ...products,
        'GET /product/p1': {
          data: {
            ...PRODUCT,
            extensions: {
              desk: {
                history: [
                  {
                    id: 'a1',
                    createdAt: '2026-11-25T09:00:00.000Z',
                    actorName: 'Sam Staff',
                    action: 'product.import',
                    details: { changes: [{ field: 'price', from: 119, to: 12.5 }] },
                  },
                ],
              },
            },
          },
        },
      },
      { language: 'de-DE' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Verlauf PA6-10 PA6 sheet' }));
    const list = await screen.findByRole('list', { name: 'Verlauf PA6-10 PA6 sheet' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('Sam Staff: CSV-Import: Preis 119 → 12,5');
  });
});
