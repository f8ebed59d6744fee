import type { HomeBlock } from '../../../core/theme/home-data.ts';
import { homeMenu } from '../../../core/theme/home-view.ts';
import { useTranslate } from '../i18n/translate-context.ts';
import { CallToAction } from './CallToAction.tsx';
import { Categories } from './Categories.tsx';
import { Counters } from './Counters.tsx';
import { FeaturedProducts } from './FeaturedProducts.tsx';
import { Gallery } from './Gallery.tsx';
import { Hero } from './Hero.tsx';
import { InPageMenu } from './InPageMenu.tsx';
import { LatestPosts } from './LatestPosts.tsx';
import { MapSection } from './MapSection.tsx';
import { PageTeaser } from './PageTeaser.tsx';
import { Tabs } from './Tabs.tsx';

function Block({ block }: { block: Exclude<HomeBlock, { section: { type: 'hero' } }> }) {
  if ('page' in block) return <PageTeaser section={block.section} page={block.page} />;
  if ('products' in block) return <FeaturedProducts section={block.section} products={block.products} href={block.href} />;
  if ('categories' in block) return <Categories section={block.section} categories={block.categories} />;
  if ('posts' in block) return <LatestPosts section={block.section} posts={block.posts} />;
  if ('images' in block) return <Gallery section={block.section} images={block.images} />;
  if ('modalHref' in block) return <CallToAction section={block.section} modalHref={block.modalHref} />;
  switch (block.section.type) {
    case 'counters':
      return <Counters section={block.section} />;
    case 'tabs':
      return <Tabs section={block.section} />;
    case 'map':
      return <MapSection section={block.section} />;
    default:
      return null;
  }
}

/**
 * The home page as the owner arranged it: the hero (with the in-page menu of the sections that have a
 * label), then the other sections in their order. Without a hero the page still has its heading and menu.
 */
export function HomeSections({ blocks, storeName, transitionDuration }: { blocks: HomeBlock[]; storeName: string; transitionDuration: number }) {
  const t = useTranslate();
  const hero = blocks.find((block) => block.section.type === 'hero');
  const rest = blocks.filter((block): block is Exclude<HomeBlock, { section: { type: 'hero' } }> => block.section.type !== 'hero');
  const menu = <InPageMenu entries={homeMenu(rest.map((block) => block.section))} />;
  return (
    <>
      {hero && 'slides' in hero ? (
        <Hero section={hero.section} slides={hero.slides} poster={hero.poster} transitionDuration={transitionDuration} fallbackEyebrow={storeName}>
          {menu}
        </Hero>
      ) : (
        <div className="container home-intro">
          <h1 className="home-intro__title">{storeName}</h1>
          {menu}
        </div>
      )}
      <div className="container home-sections">
        {rest.map((block) => (
          <Block key={block.section.key} block={block} />
        ))}
        <p className="page-top-link">
          <a href="#page-top">{t('catalog.home.backToTop')}</a>
        </p>
      </div>
    </>
  );
}
