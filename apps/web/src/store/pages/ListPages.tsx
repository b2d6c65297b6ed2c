import type { StorePage, StoreShopView } from '@hirebase/shared/store-pages';
import { storePaths } from '@hirebase/shared/store-pages';
import { ProductGrid } from '../components/ProductCard.tsx';
import { fill, useWords } from '../words.tsx';

type Collection = Extract<StorePage, { kind: 'collection' }>;
type Search = Extract<StorePage, { kind: 'search' }>;

function Breadcrumbs({ shop, current }: { shop: StoreShopView; current: string }) {
  const words = useWords();
  return (
    <nav className="breadcrumbs" aria-label={words.breadcrumbs}>
      <a href={storePaths.home(shop.slug)}>{words.home}</a> › <span aria-current="page">{current}</span>
    </nav>
  );
}

export function CollectionPage({ shop, page }: { shop: StoreShopView; page: Collection }) {
  return (
    <>
      <Breadcrumbs shop={shop} current={page.collection.name} />
      <h1>{page.collection.name}</h1>
      <ProductGrid shop={shop} products={page.products} />
    </>
  );
}

export function SearchPage({ shop, page }: { shop: StoreShopView; page: Search }) {
  const words = useWords();
  return (
    <>
      <Breadcrumbs shop={shop} current={words.search.title} />
      <h1>{page.query ? fill(words.search.resultsFor, { query: page.query }) : words.search.title}</h1>
      {!page.query && <p>{words.search.empty}</p>}
      {page.query && page.products.length === 0 && <p>{words.search.none}</p>}
      {page.products.length > 0 && <ProductGrid shop={shop} products={page.products} />}
    </>
  );
}

export function NotFoundPage({ shop }: { shop: StoreShopView | null }) {
  const words = useWords();
  return (
    <>
      <h1>{words.notFound.title}</h1>
      <p>{shop ? words.notFound.text : words.notFound.noShop}</p>
      {shop && <a href={storePaths.home(shop.slug)}>{words.notFound.back}</a>}
    </>
  );
}
