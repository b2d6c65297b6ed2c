import { WEEKDAYS } from '@hirebase/shared/company-settings';
import { storeCartPath } from '@hirebase/shared/store-booking';
import type { StoreShopView } from '@hirebase/shared/store-pages';
import { storePaths } from '@hirebase/shared/store-pages';
import type { ReactNode } from 'react';
import { useWords } from '../words.tsx';

const LANGUAGE_NAMES: Record<string, string> = {
  fr: 'Français',
  en: 'English',
  es: 'Español',
  pt: 'Português',
  it: 'Italiano',
};

function Header({ shop, path }: { shop: StoreShopView; path: string }) {
  const words = useWords();
  return (
    <header className="header">
      <a className="brand" href={storePaths.home(shop.slug)}>
        {shop.logoUrl && <img src={shop.logoUrl} alt="" height={40} width={40} />}
        <span>{shop.name}</span>
      </a>
      <search className="search">
        <form action={storePaths.search(shop.slug)} method="get">
          <label htmlFor="store-search" className="visually-hidden">
            {words.search.label}
          </label>
          <input id="store-search" name="q" type="search" placeholder={words.search.label} />
          <button type="submit">{words.search.button}</button>
        </form>
      </search>
      <a
        className="cart-link"
        href={storeCartPath(shop.slug)}
        data-cart-link=""
        data-slug={shop.slug}
        data-count-label={words.cartLink.count}
      >
        {words.cartLink.label}
        <span className="cart-count" data-cart-count="" hidden />
      </a>
      {shop.languages.length > 1 && (
        <nav className="languages" aria-label={words.language}>
          {shop.languages.map((language) => (
            <a
              key={language}
              href={`${path}?lang=${language}`}
              hrefLang={language}
              lang={language}
              aria-current={language === shop.language ? 'true' : undefined}
            >
              {LANGUAGE_NAMES[language] ?? language}
            </a>
          ))}
        </nav>
      )}
    </header>
  );
}

function Footer({ shop }: { shop: StoreShopView }) {
  const words = useWords();
  const { address } = shop;
  const lines = [address.street, [address.zip, address.city].filter(Boolean).join(' '), address.country].filter(
    Boolean,
  );
  return (
    <footer className="footer">
      {lines.length > 0 && (
        <section>
          <h2>{words.shop.address}</h2>
          <address>
            {lines.map((line) => (
              <div key={line}>{line}</div>
            ))}
          </address>
        </section>
      )}
      <section>
        <h2>{words.shop.hours}</h2>
        <dl className="hours">
          {WEEKDAYS.map((day) => (
            <div key={day}>
              <dt>{words.days[day]}</dt>
              <dd>
                {(shop.openingHours[day] ?? []).length === 0
                  ? words.shop.closed
                  : shop.openingHours[day].map((r) => `${r.from}–${r.to}`).join(', ')}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      {(shop.phone || shop.email) && (
        <section>
          <h2>{words.shop.contact}</h2>
          {shop.phone && (
            <div>
              <a href={`tel:${shop.phone.replace(/\s+/g, '')}`}>{shop.phone}</a>
            </div>
          )}
          {shop.email && (
            <div>
              <a href={`mailto:${shop.email}`}>{shop.email}</a>
            </div>
          )}
        </section>
      )}
      {shop.terms.trim() && (
        <details className="terms">
          <summary>{words.shop.terms}</summary>
          <div className="terms-text">{shop.terms}</div>
        </details>
      )}
    </footer>
  );
}

interface LayoutProps {
  shop: StoreShopView;
  path: string;
  /** In a frame of the shop's own site: its brand and footer are the host page's already. */
  embed?: boolean;
  children: ReactNode;
}

export function Layout({ shop, path, embed, children }: LayoutProps) {
  const words = useWords();
  return (
    <div className={embed ? 'embedded' : undefined}>
      <a className="skip" href="#content">
        {words.skipToContent}
      </a>
      <Header shop={shop} path={path} />
      <main id="content">{children}</main>
      {!embed && <Footer shop={shop} />}
    </div>
  );
}
