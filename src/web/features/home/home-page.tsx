import { CategoryCards } from './category-cards';
import { FeaturedProducts } from './featured-products';
import { Hero } from './hero';
import { StatsBanner } from './stats-banner';

export default function HomePage() {
  return (
    <>
      <Hero />
      <CategoryCards />
      <FeaturedProducts />
      <StatsBanner />
    </>
  );
}
