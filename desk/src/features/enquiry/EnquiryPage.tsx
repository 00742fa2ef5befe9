import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useDesk } from '../../api/DeskContext';
import { actionErrorMessage, type Message } from '../../api/errors';
import { queryKeys } from '../../api/queryKeys';
import type { Order, Transition } from '../../api/types';
import { useFormat } from '../../i18n/useFormat';
import { DocumentTitle } from '../../ui/DocumentTitle';
import { Notice } from '../../ui/Notice';
import { PageHeading } from '../../ui/PageHeading';
import { StateName } from '../../ui/StateName';
import { EnquiryFacts, LinesTable } from './EnquiryFacts';
import { History } from './History';
import { OfferSection } from './OfferSection';
import { transitionsFrom } from './transitions';

/** One enquiry: all the shopper sent, its states, notes, the offer and its history. */
export function EnquiryPage() {
  const { t } = useTranslation();
  const { api } = useDesk();
  const { orderId = '' } = useParams();
  const order = useQuery({ queryKey: queryKeys.order(orderId), queryFn: () => api.order(orderId) });

  if (order.error) {
    return (
      <>
        <DocumentTitle title={t('enquiry.missing')} />
        <PageHeading>{t('enquiry.missing')}</PageHeading>
        <Notice kind="error" message={actionErrorMessage(order.error)} />
        <p>
          <Link to="/orders">{t('enquiry.back')}</Link>
        </p>
      </>
    );
  }
  if (!order.data) return <p>{t('app.loading')}</p>;
  return <Enquiry order={order.data} />;
}

function Enquiry({ order }: { order: Order }) {
  const { t } = useTranslation();
  const format = useFormat();
  const title = t('enquiry.title', { number: order.orderNumber });
  return (
    <>
      <DocumentTitle title={title} />
      <p>
        <Link to="/orders">{t('enquiry.back')}</Link>
      </p>
      <PageHeading>{title}</PageHeading>
      <p>
        {t('enquiry.received', { date: format.dateTime(order.orderDateTime) })} ·{' '}
        <StateName state={order.stateMachineState.technicalName} />
      </p>
      <StateActions order={order} />
      <EnquiryFacts order={order} />
      <LinesTable order={order} />
      <OfferSection order={order} />
      <NoteForm orderId={order.id} />
      <History entries={order.extensions?.desk?.history ?? []} />
    </>
  );
}

/** Refreshes the enquiry, the inbox and the count of new enquiries after a change. */
function useOrderChanged() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({ queryKey: queryKeys.orders }).then(
      () => undefined,
      () => undefined,
    );
}

function StateActions({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { api } = useDesk();
  const changed = useOrderChanged();
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: Message } | null>(null);
  const move = useMutation({
    mutationFn: (transition: Transition) => api.transition(order.id, transition),
    onSuccess: async (state) => {
      setMessage({
        kind: 'success',
        text: { key: 'enquiry.moved', values: { state: t(`states.${state.technicalName}`) } },
      });
      await changed();
    },
    onError: (error) => setMessage({ kind: 'error', text: actionErrorMessage(error) }),
  });
  const transitions = transitionsFrom(order.stateMachineState.technicalName);
  return (
    <section aria-labelledby="state-heading" className="panel">
      <h2 id="state-heading">{t('enquiry.stateHeading')}</h2>
      <div className="actions">
        {transitions.map((transition) => (
          <button
            key={transition}
            type="button"
            disabled={move.isPending}
            onClick={() => move.mutate(transition)}
          >
            {t(`transitions.${transition}`)}
          </button>
        ))}
      </div>
      <Notice kind="error" message={message?.kind === 'error' ? message.text : null} />
      <Notice kind="success" message={message?.kind === 'success' ? message.text : null} />
    </section>
  );
}

const NOTE_LIMIT = 2000;

function NoteForm({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const { api } = useDesk();
  const changed = useOrderChanged();
  const [text, setText] = useState('');
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: Message } | null>(null);
  const save = useMutation({
    mutationFn: (note: string) => api.note(orderId, note),
    onSuccess: async () => {
      setText('');
      setMessage({ kind: 'success', text: { key: 'note.saved' } });
      await changed();
    },
    onError: (error) => setMessage({ kind: 'error', text: actionErrorMessage(error) }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) save.mutate(text.trim());
  };
  return (
    <section aria-labelledby="note-heading" className="panel">
      <h2 id="note-heading">{t('note.heading')}</h2>
      <form onSubmit={submit} className="stack">
        <label>
          {t('note.label')}
          <textarea
            value={text}
            maxLength={NOTE_LIMIT}
            rows={3}
            onChange={(event) => setText(event.target.value)}
          />
        </label>
        <button type="submit" disabled={save.isPending || !text.trim()}>
          {t('note.save')}
        </button>
      </form>
      <Notice kind="error" message={message?.kind === 'error' ? message.text : null} />
      <Notice kind="success" message={message?.kind === 'success' ? message.text : null} />
    </section>
  );
}
