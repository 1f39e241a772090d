// What `/company/:slug` shows until its page's code and Firebase have loaded. When the server
// painted the page into the HTML (a first visit), the app's first render shows that same page,
// the company or the not-found page, so taking over changes nothing on screen; otherwise the
// page's frame with a loading message. Part of the first load: it imports nothing that loads
// Firebase or rich text, and the views are registered by `hydrateServerRenderedCompany`
// (server-rendered-company.tsx) before the app first renders.
import type { CompanyProfile } from '@portal/domain/pages/organization';
import type { BoardPageData } from '@portal/domain/pages/board-page-data';
import type { ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { StatusMessage } from '@/components/feedback/status-message';
import { WaitingListControls } from '@/components/forms/list-controls';
import { CompanyFrame } from './company-frame';

export interface ServerRenderedCompanyProps {
  profile: CompanyProfile;
  /** The list's first page; none when the URL asked for a search or a later page. */
  page: BoardPageData['page'] | null;
}

type Painted =
  | ({
      kind: 'company';
      slug: string;
      View: ComponentType<ServerRenderedCompanyProps>;
    } & ServerRenderedCompanyProps)
  /** The server found no company with open jobs at this slug (or no slug at all). */
  | { kind: 'missing'; slug: string; View: ComponentType };

let painted: Painted | null = null;

/** Called once the view's code is loaded and the page's data is read (or on the server). */
export function registerServerRenderedCompany(entry: Painted | null): void {
  painted = entry;
}

/** What the server painted for this slug: the company, word that there is none, or nothing. */
export function serverRenderedCompany(slug: string): ServerRenderedCompanyProps | 'missing' | null {
  if (painted?.slug !== slug) return null;
  return painted.kind === 'missing' ? 'missing' : { profile: painted.profile, page: painted.page };
}

export function CompanyRouteLoading() {
  const { slug = '' } = useParams();
  if (painted?.kind === 'company' && painted.slug === slug) {
    const { View, profile, page } = painted;
    return <View profile={profile} page={page} />;
  }
  if (painted?.kind === 'missing' && painted.slug === slug) {
    const { View } = painted;
    return <View />;
  }
  return (
    <CompanyFrame controls={<WaitingListControls />}>
      <StatusMessage kind="loading">Loading jobs...</StatusMessage>
    </CompanyFrame>
  );
}
