import type { StoreProductCard, StoreShopView } from '@hirebase/shared/store-pages';
import { storePaths } from '@hirebase/shared/store-pages';
import { fill, money, useWords } from '../words.tsx';

/** The cards of a grid's first row on a phone: their photos are on the first screen, so they are not lazy. */
const FIRST_ROW = 2;

export function ProductCard({
  shop,
  product,
  eager = false,
}: {
  shop: StoreShopView;
  product: StoreProductCard;
  eager?: boolean;
}) {
  const words = useWords();
  return (
    <li className="card">
      <a href={storePaths.product(shop.slug, product.id)}>
        {product.photo ? (
          <img
            src={product.photo.thumbnailUrl}
            alt=""
            width={200}
            height={200}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          <span className="no-photo" aria-hidden="true">
            {product.name.slice(0, 1)}
          </span>
        )}
        <span className="card-name">{product.name}</span>
        {product.dayPriceCents !== null && (
          <span className="card-price">
            {fill(words.perDay, { price: money(product.dayPriceCents, shop.currency, shop.language) })}
          </span>
        )}
        {product.dayPriceCents === null && product.fromPrice && (
          <span className="card-price">
            {fill(words.cardFrom[product.fromPrice.per], {
              price: money(product.fromPrice.cents, shop.currency, shop.language),
              days: product.fromPrice.days ?? 1,
            })}
          </span>
        )}
      </a>
    </li>
  );
}

export function ProductGrid({ shop, products }: { shop: StoreShopView; products: StoreProductCard[] }) {
  const words = useWords();
  if (products.length === 0) return <p>{words.noProducts}</p>;
  return (
    <ul className="grid">
      {products.map((p, index) => (
        <ProductCard key={p.id} shop={shop} product={p} eager={index < FIRST_ROW} />
      ))}
    </ul>
  );
}
