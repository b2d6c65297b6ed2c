import { CheckoutShell } from './checkout/CheckoutPages.tsx';
import { Layout } from './components/Layout.tsx';
import type { StoreData } from './data.ts';
import { CartPage } from './pages/CartPage.tsx';
import { HomePage } from './pages/HomePage.tsx';
import { CollectionPage, NotFoundPage, SearchPage } from './pages/ListPages.tsx';
import { ProductPage } from './pages/ProductPage.tsx';
import { WordsProvider } from './words.tsx';

function Page({ data }: { data: StoreData }) {
  const { shop, page } = data.view;
  if (!shop || page.kind === 'notFound') return <NotFoundPage shop={shop} />;
  switch (page.kind) {
    case 'home':
      return <HomePage shop={shop} page={page} />;
    case 'collection':
      return <CollectionPage shop={shop} page={page} />;
    case 'search':
      return <SearchPage shop={shop} page={page} />;
    case 'product':
      return <ProductPage shop={shop} product={page.product} />;
    case 'checkout':
    case 'order':
      return <CheckoutShell shop={shop} kind={page.kind} />;
    case 'cart':
      return <CartPage shop={shop} />;
  }
}

/** A whole store page's body, rendered on the server; its islands are hydrated in the browser (islands.tsx). */
export function StoreApp({ data }: { data: StoreData }) {
  const { shop, path } = data.view;
  return (
    <WordsProvider words={data.words}>
      {shop ? (
        <Layout shop={shop} path={path} embed={data.view.embed}>
          <Page data={data} />
        </Layout>
      ) : (
        <main id="content">
          <Page data={data} />
        </main>
      )}
    </WordsProvider>
  );
}
