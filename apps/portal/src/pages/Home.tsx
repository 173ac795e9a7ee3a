import { Link } from 'react-router';
import { EXTERNAL_LINKS, type ExternalLinks } from '../app/portalConfig';
import * as app from '../app/app.css';
import { useSignedInUser } from '../signIn/SignedInUser';
import { PORTAL_TEXTS } from '../texts';
import * as css from './pages.css';
import { homeModules, type HomeProduct } from './homeModules';

const T = PORTAL_TEXTS.home;

function ProductEntry({ product }: { product: HomeProduct }) {
  if (product.state === 'active' && product.to) {
    return (
      <Link to={product.to} className={css.product} data-state="active">
        {product.label}
      </Link>
    );
  }
  if (product.state === 'active' && product.href) {
    return (
      <a href={product.href} target="_blank" rel="noopener noreferrer" className={css.product} data-state="active">
        {product.label} <span className={css.srOnly}>{T.opensInNewTab}</span>
      </a>
    );
  }
  return (
    <span className={css.product} data-state={product.state} aria-disabled="true">
      <span>{product.label}</span>
      <span className={css.productNote}>{product.state === 'unconfigured' ? T.linkNotConfigured : T.notInYourModules}</span>
    </span>
  );
}

/**
 * Home (spec part 2 sections 1 and 2): a greeting by name, the welcome banner and the module
 * buttons Demand, Supply, Customer and Insights, each listing its products; a product is enabled
 * only when the user's mods include it.
 */
export function Home({ links = EXTERNAL_LINKS }: { links?: ExternalLinks }) {
  const user = useSignedInUser();
  const modules = homeModules(user.mods, links);
  return (
    <main className={app.page}>
      <h1 className={css.greeting}>{T.greeting(user.name)}</h1>
      <section className={css.banner} aria-labelledby="ll-home-banner">
        <h2 id="ll-home-banner" className={css.bannerTitle}>
          {T.bannerTitle}
        </h2>
        <p className={css.bannerText}>{T.bannerText}</p>
      </section>
      <div className={css.modules} role="group" aria-label={T.modulesLabel}>
        {modules.map(({ module, products }) => (
          <section key={module} className={css.module} aria-labelledby={`ll-module-${module}`} data-module={module}>
            <h2 id={`ll-module-${module}`} className={css.moduleTitle}>
              {module}
            </h2>
            <ul className={css.productList}>
              {products.map((p) => (
                <li key={p.label}>
                  <ProductEntry product={p} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </main>
  );
}
