import type { StorePage, StoreShopView } from '@hirebase/shared/store-pages';
import { storePaths } from '@hirebase/shared/store-pages';
import { ProductCard, ProductGrid } from '../components/ProductCard.tsx';
import { useWords } from '../words.tsx';

type Home = Extract<StorePage, { kind: 'home' }>;

export function HomePage({ shop, page }: { shop: StoreShopView; page: Home }) {
  const words = useWords();
  return (
    <>
      <section className="hero">
        <h1>{shop.name}</h1>
        {shop.shortDescription && <p className="lead">{shop.shortDescription}</p>}
        {shop.description && <p>{shop.description}</p>}
      </section>
      {page.itemOfTheDay && (
        <section aria-labelledby="day-title">
          <h2 id="day-title">{words.itemOfTheDay}</h2>
          <ul className="grid single">
            <ProductCard shop={shop} product={page.itemOfTheDay} />
          </ul>
        </section>
      )}
      {page.universes.length > 0 && (
        <nav aria-labelledby="universes-title">
          <h2 id="universes-title">{words.universes}</h2>
          <ul className="chips">
            {page.universes.map((u) => (
              <li key={u.id}>
                <a href={storePaths.universe(shop.slug, u.id)}>{u.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {page.categories.length > 0 && (
        <nav aria-labelledby="categories-title">
          <h2 id="categories-title">{words.categories}</h2>
          <ul className="chips">
            {page.categories.map((c) => (
              <li key={c.id}>
                <a href={storePaths.category(shop.slug, c.id)}>{c.name}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <section aria-labelledby="featured-title">
        <h2 id="featured-title">{words.featured}</h2>
        <ProductGrid shop={shop} products={page.featured} />
      </section>
    </>
  );
}
