// The parts around every page: navigation bar and footer, resolved from the manifest.
import type { Problem } from './problems.ts';
import type { Site } from './site.ts';

export interface LinkView {
  text: string;
  href: string;
}

export interface Chrome {
  firmName: string;
  email: string;
  nav: { links: LinkView[]; servicesLabel: string; services: LinkView[]; cta: LinkView };
  footer: {
    description: string;
    social: { text: string; href?: string }[];
    servicesTitle: string;
    services: LinkView[];
    companyTitle: string;
    company: LinkView[];
    legal: LinkView[];
    copyright: string;
  };
}

export function resolveChrome(site: Site, problems: Problem[]): Chrome {
  const { manifest } = site;
  const nav = site.context('/navigation', problems);
  const footer = site.context('/footer', problems);
  const serviceLink = (ctx: typeof nav, id: string, at: string): LinkView | undefined => {
    const service = ctx.service(id, at);
    return service && { text: service.name, href: service.href };
  };
  const menu = manifest.navigation.servicesMenu;
  return {
    firmName: manifest.site.firmName,
    email: manifest.site.email,
    nav: {
      links: manifest.navigation.links.map((l, i) => ({
        text: nav.text(l.text, `/links/${i}/text`),
        href: nav.href(l.href, `/links/${i}/href`),
      })),
      servicesLabel: menu.label,
      services: [
        { text: menu.allServices.text, href: nav.href(menu.allServices.href, '/servicesMenu/allServices/href') },
        ...menu.services.flatMap((id, i) => serviceLink(nav, id, `/servicesMenu/services/${i}`) ?? []),
      ],
      cta: { text: manifest.navigation.cta.text, href: nav.href(manifest.navigation.cta.href, '/cta/href') },
    },
    footer: {
      description: site.context('/site', problems).text(manifest.site.description, '/description'),
      social: manifest.footer.social.map((s, i) => ({
        text: s.text,
        href: s.href && footer.href(s.href, `/social/${i}/href`),
      })),
      servicesTitle: manifest.footer.servicesTitle,
      services: manifest.footer.services.flatMap((id, i) => serviceLink(footer, id, `/services/${i}`) ?? []),
      companyTitle: manifest.footer.companyTitle,
      company: manifest.footer.company.map((l, i) => ({
        text: footer.text(l.text, `/company/${i}/text`),
        href: footer.href(l.href, `/company/${i}/href`),
      })),
      legal: manifest.footer.legal.map((l, i) => ({
        text: footer.text(l.text, `/legal/${i}/text`),
        href: footer.href(l.href, `/legal/${i}/href`),
      })),
      copyright: footer.text(manifest.footer.copyright, '/copyright'),
    },
  };
}
