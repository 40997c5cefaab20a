import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import type { ChatSessionControls } from './use-chat-session';

/**
 * The session the page opens with: `?sessionId=` loads that session, then the address goes back to
 * plain /chat-interface so a reload starts fresh; without it a new session is already open.
 */
export function useStartingSession(chat: ChatSessionControls) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const requested = params.get('sessionId');
  const handled = useRef<string | null>(null);
  const { load } = chat;

  useEffect(() => {
    if (!requested || handled.current === requested) return;
    handled.current = requested;
    void load(requested).then(() => navigate(paths.chatInterface.getHref(), { replace: true }));
  }, [requested, load, navigate]);
}
