import Search from 'lucide-react/icons/search';
import { useId } from 'react';

interface ListSearchProps {
  /** The box's accessible name, read out but not shown: the placeholder and the icon say it to the eye. */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

/** The search box above a list; the page debounces what is typed and puts it in the address. */
export function ListSearch({ label, placeholder, value, onChange }: ListSearchProps) {
  const id = useId();
  return (
    <search className="mb-3 d-block">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <div className="input-group list-search">
        <span className="input-group-text" aria-hidden="true">
          <Search size={16} />
        </span>
        <input
          id={id}
          type="search"
          className="form-control"
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </search>
  );
}
