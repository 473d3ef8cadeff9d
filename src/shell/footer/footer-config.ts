/** The footer component of the configuration (schemas/config/footer.json), in the page's language. */
interface FooterLink {
  id: string;
  label: string;
  href?: string;
  drawer?: 'consent';
}
export interface FooterConfig {
  logo?: { label: string; href: string };
  copyright?: string;
  groups?: { id: string; title: string; links: FooterLink[] }[];
  consent?: { title: string; text: string; accept: string; essential: string };
}
