// The browser's filters: search, provider, gender, language, kind and favourites only. Each is a
// labelled native control (or a Radix toggle), so a keyboard and a screen reader reach them all.
import { Toggle } from 'radix-ui';
import { Star } from 'lucide-react';
import type { VoiceFilter } from './filter.ts';

const KINDS = [
  { value: 'builtin', label: 'Built-in' },
  { value: 'cloned', label: 'Cloned' },
  { value: 'designed', label: 'Designed' },
];

function Select(props: {
  id: string;
  label: string;
  value: string;
  all: string;
  options: Array<{ value: string; label: string }>;
  onChange(v: string): void;
}) {
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <select id={props.id} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        <option value="">{props.all}</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const asOptions = (values: string[], label = (v: string) => v) => values.map((value) => ({ value, label: label(value) }));
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function VoiceFilters({
  filter,
  onChange,
  providers,
  genders,
  languages,
}: {
  filter: VoiceFilter;
  onChange(change: Partial<VoiceFilter>): void;
  providers: string[];
  genders: string[];
  languages: string[];
}) {
  return (
    <div className="voice-filters" role="group" aria-label="Filter voices">
      <div className="field voice-search">
        <label htmlFor="voice-search">Search</label>
        <input
          id="voice-search"
          type="search"
          data-search
          placeholder="Name or description"
          value={filter.query}
          onChange={(e) => onChange({ query: e.target.value })}
          aria-keyshortcuts="/"
        />
      </div>
      <Select
        id="voice-provider"
        label="Provider"
        all="Any provider"
        value={filter.provider}
        options={asOptions(providers)}
        onChange={(provider) => onChange({ provider })}
      />
      <Select
        id="voice-gender"
        label="Gender"
        all="Any gender"
        value={filter.gender}
        options={asOptions(genders, capital)}
        onChange={(gender) => onChange({ gender })}
      />
      <Select
        id="voice-language"
        label="Language"
        all="Any language"
        value={filter.language}
        options={asOptions(languages)}
        onChange={(language) => onChange({ language })}
      />
      <Select id="voice-kind" label="Kind" all="Any kind" value={filter.kind} options={KINDS} onChange={(kind) => onChange({ kind })} />
      <Toggle.Root
        className="button voice-favorites-toggle"
        pressed={filter.favorites}
        onPressedChange={(favorites) => onChange({ favorites })}
      >
        <Star size={16} aria-hidden={true} fill={filter.favorites ? 'currentColor' : 'none'} /> Favourites only
      </Toggle.Root>
    </div>
  );
}
