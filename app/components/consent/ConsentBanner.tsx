import type { BannerLayout, BannerPosition, BannerTheme, ConsentCategoryOption, ConsentTexts } from '../../../core/contract/consent/options.ts';
import type { RevokeButtonPlan } from '../../../core/consent/page-config.ts';
import type { BannerButton } from '../../../core/contract/consent/status-rules.ts';
import { isDetailedType, type BannerType } from '../../../core/contract/consent/vocabulary.ts';
import { COOKIE_SETTINGS_ID } from './cookie-settings.ts';

export interface ConsentBannerProps {
  type: BannerType;
  layout: BannerLayout;
  position: BannerPosition;
  theme: BannerTheme;
  revoke: RevokeButtonPlan;
  texts: ConsentTexts;
  buttons: readonly BannerButton[];
  categories: Pick<ConsentCategoryOption, 'name' | 'label' | 'checked' | 'disabled'>[];
}

const BUTTON_CLASSES: Record<BannerButton, string> = {
  deny: 'cc-btn cc-deny',
  allow: 'cc-btn cc-allow',
  allowall: 'cc-btn cc-allow cc-allowall',
  dismiss: 'cc-btn cc-dismiss',
  savesettings: 'cc-btn cc-save',
};

/**
 * The consent banner as the server writes it into every page (the browser's consent controller gives it
 * life). CSS on `<html>` decides whether it is open: the head script marks an answered visitor before the
 * first paint, so a cached page never flashes the banner at someone who already chose. Refusing is a
 * button exactly like accepting, and every button says in words what it does.
 */
export function ConsentBanner({ type, layout, position, theme, revoke, texts, buttons, categories }: ConsentBannerProps) {
  const floating = position === 'bottom-left' || position === 'bottom-right';
  return (
    <>
      <div
        className={`cc-window ${floating ? 'cc-floating' : 'cc-banner'} cc-type-${type} cc-theme-${theme} cc-${position} cc-layout-${layout}`}
        id={COOKIE_SETTINGS_ID}
        role="region"
        aria-labelledby="cc-title"
        aria-describedby="cc-message"
        tabIndex={-1}
        data-consent-banner=""
      >
        <h2 className="cc-header" id="cc-title">
          {texts.header}
        </h2>
        <p className="cc-message" id="cc-message">
          {texts.message}
          {texts.policyHref ? (
            <>
              {' '}
              <a className="cc-link" href={texts.policyHref}>
                {texts.policyLink}
              </a>
            </>
          ) : null}
        </p>
        {isDetailedType(type) ? (
          <fieldset className="cc-categories">
            <legend className="cc-categories-legend">{texts.settings}</legend>
            {categories.map((category) => (
              <label className="cc-category" key={category.name}>
                <input type="checkbox" role="switch" data-consent-category={category.name} defaultChecked={category.checked} disabled={category.disabled} />
                <span>{category.label}</span>
              </label>
            ))}
          </fieldset>
        ) : null}
        <div className="cc-compliance">
          {buttons.map((button) => (
            <button type="button" className={BUTTON_CLASSES[button]} key={button}>
              {texts[button]}
            </button>
          ))}
        </div>
        <button type="button" className="cc-close">
          <span aria-hidden="true">×</span> {texts.close}
        </button>
      </div>
      {revoke === 'none' ? null : (
        // A held button waits, hidden, for the browser's country lookup to say whether the law requires it.
        <button type="button" className={`cc-revoke cc-${position}`} hidden={revoke === 'held'}>
          {texts.revoke}
        </button>
      )}
    </>
  );
}
