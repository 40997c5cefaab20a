import { useEffect, useMemo, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { toast } from '@/hooks/use-toast';
import { parseReportParameters, type ReportRun } from '@/modules/saved-reports/utils/report-parameters';
import { readActiveSession } from '../utils/active-session';
import type { ChatSessionControls } from './use-chat-session';

/**
 * What the page opens with (spec part 2 section 2): `?sessionId=` loads that session; the saved-report
 * parameters run that report. Either way the address then goes back to plain /chat-interface, so a
 * reload does not run it again. Without them the session this tab had open comes back (a reload
 * mid-run follows the run), or the new session already open stays.
 */
export function useStartingSession(chat: ChatSessionControls, runSaved: (run: ReportRun) => Promise<void>) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const requested = params.get('sessionId');
  const handled = useRef<string | null>(null);
  const handledReport = useRef<string | null>(null);
  const restored = useRef(false);
  const { load } = chat;
  const search = params.toString();
  const report = useMemo(() => parseReportParameters(new URLSearchParams(search)), [search]);

  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    if (requested || report.kind !== 'none') return;
    const active = readActiveSession();
    if (active) void load(active.sessionId, { restoring: true });
  }, [requested, report.kind, load]);

  useEffect(() => {
    if (!requested || handled.current === requested) return;
    handled.current = requested;
    void load(requested).then(() => navigate(paths.chatInterface.getHref(), { replace: true }));
  }, [requested, load, navigate]);

  const reportKey = report.kind === 'none' ? null : search;
  useEffect(() => {
    if (reportKey === null) {
      handledReport.current = null;
      return;
    }
    // Effects run twice under StrictMode and again on every render: each address is acted on once.
    if (handledReport.current === reportKey) return;
    handledReport.current = reportKey;
    void navigate(paths.chatInterface.getHref(), { replace: true });
    if (report.kind === 'invalid') {
      toast({
        title: 'Invalid Report Parameters',
        description: 'This report link is incomplete or damaged, so it was not run.',
        variant: 'destructive',
      });
      return;
    }
    if (report.kind === 'run') void runSaved(report.run);
  }, [reportKey, report, runSaved, navigate]);
}
