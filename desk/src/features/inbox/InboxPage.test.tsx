import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Criteria } from '../../api/desk';
import { ORDER } from '../../test/fixtures';
import { renderDesk } from '../../test/renderDesk';

const search = (request: { body: unknown }) => {
  const criteria = request.body as Criteria;
  if (criteria.limit === 1) return { json: { total: 3, data: [], aggregations: {} } };
  return { json: { total: 60, data: [ORDER], aggregations: {} } };
};

describe('the inbox', () => {
  it('lists the enquiries newest first with totals and the count of new ones in the title', async () => {
    const { callsTo } = renderDesk('/orders', { 'POST /search/order': search });
    const row = (await screen.findByRole('link', { name: '10042' })).closest('tr')!;
    expect(within(row).getByText(/Erika Muster/)).toBeInTheDocument();
    expect(within(row).getByText('erika@example.com')).toBeInTheDocument();
    expect(within(row).getByText('New')).toBeInTheDocument();
    expect(screen.getByText('60 enquiries')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('(3) Enquiries – Enquiry desk'));
    const list = callsTo('POST /search/order').find((call) => (call.body as Criteria).limit === 25);
    expect(list?.body).toMatchObject({
      page: 1,
      sort: [{ field: 'orderDateTime', order: 'DESC' }],
      'total-count-mode': 'exact',
    });
  });

  it('searches, filters by state and pages', async () => {
    const { callsTo } = renderDesk('/orders', { 'POST /search/order': search });
    await screen.findByRole('link', { name: '10042' });
    await userEvent.type(screen.getByLabelText('Search'), 'Muster');
    await userEvent.selectOptions(screen.getByLabelText('State'), 'in_progress');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(callsTo('POST /search/order').map((call) => call.body)).toContainEqual(
        expect.objectContaining({
          term: 'Muster',
          filter: [{ type: 'equals', field: 'stateMachineState.technicalName', value: 'in_progress' }],
        }),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(callsTo('POST /search/order').map((call) => call.body)).toContainEqual(
        expect.objectContaining({ page: 2, term: 'Muster' }),
      ),
    );
  });

  it('moves the focus to the heading after a navigation', async () => {
    renderDesk('/orders', { 'POST /search/order': search, 'GET /order/o1': { data: ORDER } });
    await userEvent.click(await screen.findByRole('link', { name: '10042' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Enquiry 10042' });
    await waitFor(() => expect(heading).toHaveFocus());
  });
});
