import { Link } from 'react-router';
import { pathOf } from '@domain/site/pages';

/** A product's title, opening its page while it exists; a deleted product keeps the title it was sold under. */
export function ProductTitleLink({ productId, title }: { productId: string | null; title: string }) {
  if (productId === null) return <>{title}</>;
  return (
    <Link
      to={pathOf('product', { id: productId })}
      className="font-medium text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      {title}
    </Link>
  );
}
