import Plus from 'lucide-react/icons/plus';
import { Link } from 'react-router';

interface ListPageHeadingProps {
  title: string;
  /** The button to a new item's form; absent for those who may not add one. */
  create?: { to: string; label: string } | null;
}

/** A list screen's title (the page's h1, which its section is named after) and its create button. */
export function ListPageHeading({ title, create }: ListPageHeadingProps) {
  return (
    <div className="page-title-box d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
      <h1 id="page-heading" className="h4 mb-0">
        {title}
      </h1>
      {create ? (
        <Link to={create.to} className="btn btn-primary">
          <Plus size={16} aria-hidden="true" className="me-1" />
          {create.label}
        </Link>
      ) : null}
    </div>
  );
}
