import { Link } from 'react-router';
import { pathOf } from '@domain/site/pages';
import { textLinkClasses } from '@web/components/ui/text-link';

/** A product's title, opening its page while it exists; a deleted product keeps the title it was sold under. */
export function ProductTitleLink({ productId, title }: { productId: string | null; title: string }) {
  if (productId === null) return <>{title}</>;
  return (
    <Link to={pathOf('product', { id: productId })} className={textLinkClasses}>
      {title}
    </Link>
  );
}
