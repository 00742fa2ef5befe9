import {
  lazy,
  Suspense,
  useId,
  useRef,
  useState,
  type Dispatch,
  type KeyboardEvent,
  type RefObject,
  type SetStateAction,
} from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useLocation, useNavigate } from 'react-router';
import { parseShopPath, routeTo, type LangPrefix } from '../../../ui/paths';
import styles from './searchBox.module.css';
import { normaliseTerm } from './term';

/** What the field tells the suggestions (they load later and then take over these events). */
export type SuggestionEvents = {
  keyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  blur: () => void;
};

/** The combobox's ARIA state, set by the suggestions. */
export type ComboboxAria = { expanded: boolean; activeId?: string | undefined };

export type SuggestionsProps = {
  term: string;
  /** Counts the user's edits of the field: only typing opens the suggestions. */
  edits: number;
  lang: LangPrefix | undefined;
  listboxId: string;
  setTerm: (term: string) => void;
  setAria: Dispatch<SetStateAction<ComboboxAria>>;
  eventsRef: RefObject<SuggestionEvents | null>;
};

// The suggestions (requests, list, keys, prices) load on the field's first focus: the start page carries
// only this form.
const Suggestions = lazy(() =>
  import('./SearchPage').then((module) => ({ default: module.SearchSuggestions })),
);

/**
 * The search field of the top navigation: a search landmark with a labelled combobox. Enter (or the button)
 * opens the results page; the suggestions below the field are loaded on first focus.
 */
export function SearchBox() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const parsed = parseShopPath(pathname);
  const lang = parsed?.lang ?? undefined;
  const [term, setTerm] = useState('');
  const [edits, setEdits] = useState(0);
  const [focused, setWanted] = useState(false);
  // On the results page the suggestions' module is there at once: it shows the page's term in the field.
  const wanted = focused || parsed?.rest === 'search';
  const [aria, setAria] = useState<ComboboxAria>({ expanded: false });
  const eventsRef = useRef<SuggestionEvents | null>(null);
  const id = useId();

  return (
    <form
      role="search"
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void navigate(routeTo('Search', { lang, search: normaliseTerm(term) }));
      }}
    >
      <input
        className={styles.input}
        aria-label={t('nav.search')}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={aria.expanded}
        aria-controls={`${id}l`}
        aria-activedescendant={aria.activeId}
        autoComplete="off"
        placeholder={t('nav.search')}
        value={term}
        onChange={(event) => {
          setTerm(event.target.value);
          setEdits((count) => count + 1);
          setWanted(true);
        }}
        onFocus={() => setWanted(true)}
        onKeyDown={(event) => eventsRef.current?.keyDown(event)}
        onBlur={() => eventsRef.current?.blur()}
      />
      <button type="submit" className={styles.submit}>
        {t('nav.searchSubmit')}
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <Suggestions
            term={term}
            edits={edits}
            lang={lang}
            listboxId={`${id}l`}
            setTerm={setTerm}
            setAria={setAria}
            eventsRef={eventsRef}
          />
        </Suspense>
      )}
    </form>
  );
}
