import type { StorePage, StoreShopView } from '@hirebase/shared/store-pages';
import { storePaths } from '@hirebase/shared/store-pages';
import { ProductCard, ProductGrid } from '../components/ProductCard.tsx';
import { useWords } from '../words.tsx';

type Home = Extract<StorePage, { kind: 'home' }>;

/** A titled row of links (universes, categories); nothing when there are none. */
function LinkList({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: { id: string; name: string; href: string }[];
}) {
  if (links.length === 0) return null;
  return (
    <nav aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="chips">
        {links.map((link) => (
          <li key={link.id}>
            <a href={link.href}>{link.name}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

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
      <LinkList
        id="universes-title"
        title={words.universes}
        links={page.universes.map((u) => ({ id: u.id, name: u.title, href: storePaths.universe(shop.slug, u.id) }))}
      />
      <LinkList
        id="categories-title"
        title={words.categories}
        links={page.categories.map((c) => ({ id: c.id, name: c.name, href: storePaths.category(shop.slug, c.id) }))}
      />
      <section aria-labelledby="featured-title">
        <h2 id="featured-title">{words.featured}</h2>
        <ProductGrid shop={shop} products={page.featured} />
      </section>
    </>
  );
}
