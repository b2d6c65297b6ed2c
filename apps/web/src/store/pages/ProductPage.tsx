import type { StorePage, StoreShopView } from '@hirebase/shared/store-pages';
import { storePaths } from '@hirebase/shared/store-pages';
import { FavouriteHeart } from '../account/FavouriteHeart.tsx';
import { BookingForm } from '../cart/BookingForm.tsx';
import { BOOKING_ISLAND } from '../cart/island-ids.ts';
import { PeriodPrice } from '../components/PeriodPrice.tsx';
import { PERIOD_PRICE_ISLAND } from '../data.ts';
import { fill, useWords } from '../words.tsx';

type Product = Extract<StorePage, { kind: 'product' }>['product'];

export function ProductPage({ shop, product }: { shop: StoreShopView; product: Product }) {
  const words = useWords();
  const [main, ...others] = product.photos;
  return (
    <article className="product">
      <nav className="breadcrumbs" aria-label={words.breadcrumbs}>
        <a href={storePaths.home(shop.slug)}>{words.home}</a>
        {product.category && (
          <>
            {' › '}
            <a href={storePaths.category(shop.slug, product.category.id)}>{product.category.name}</a>
          </>
        )}
      </nav>
      <h1>{product.name}</h1>
      <FavouriteHeart
        companyId={shop.companyId}
        productId={product.id}
        name={product.name}
        path={storePaths.product(shop.slug, product.id)}
      />
      {main && (
        <figure className="photos">
          <img
            src={main.url}
            alt={fill(words.product.photoOf, { name: product.name })}
            width={800}
            height={800}
            fetchPriority="high"
          />
          {others.map((photo) => (
            <img key={photo.url} src={photo.thumbnailUrl} alt="" width={200} height={200} loading="lazy" />
          ))}
        </figure>
      )}
      <p className={product.units > 0 ? 'stock in' : 'stock out'}>
        {product.units > 0 ? words.product.inStock : words.product.outOfStock}
      </p>
      {product.booking?.bookable ? (
        <div data-island={BOOKING_ISLAND}>
          <BookingForm shop={shop} product={product} booking={product.booking} />
        </div>
      ) : (
        <div data-island={PERIOD_PRICE_ISLAND}>
          <PeriodPrice shop={shop} product={product} />
        </div>
      )}
      {product.description && (
        <section aria-labelledby="description-title">
          <h2 id="description-title">{words.product.description}</h2>
          <p className="description">{product.description}</p>
        </section>
      )}
    </article>
  );
}
