import { useMutation } from '@tanstack/react-query';
import type {
  AssistantMessage,
  AssistantRequest,
  AssistantResponse,
} from '../../../../shared/api/assistant-schema.ts';
import { ASSISTANT_MAX_MESSAGES } from '../../../../shared/api/assistant-schema.ts';
import { apiSend } from '../../../lib/api-client.ts';

export function askAssistant(request: AssistantRequest): Promise<AssistantResponse> {
  return apiSend<AssistantResponse>('POST', '/api/assistant', {
    ...request,
    // The newest turns carry the context a follow-up needs; older ones would only be refused.
    messages: request.messages.slice(-ASSISTANT_MAX_MESSAGES) satisfies AssistantMessage[],
  });
}

/** Not cached: the answer depends on the clock (lists close) and on the conversation. */
export function useAskAssistant() {
  return useMutation({ mutationFn: askAssistant });
}
