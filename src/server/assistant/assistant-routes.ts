import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type AssistantResponse,
  assistantRequestSchema,
  assistantResponseSchema,
} from '../../shared/api/assistant-schema.ts';
import { apiErrorSchema } from '../../shared/api/common-schema.ts';
import type { FeatureDeps } from '../app-deps.ts';
import { AssistantTools } from './assistant-tools.ts';
import { answerBuiltIn } from './built-in-engine.ts';
import { answerWithModel } from './model-engine.ts';

/** Questions one IP address may ask per minute: a chat, not a scraper. */
export const ASSISTANT_QUESTIONS_PER_MINUTE = 20;

/** `POST /api/assistant`: the nightlife concierge, public, over our own data. */
export const assistantRoutes =
  (deps: FeatureDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { config } = deps;
    // US visitors write 11/28; elsewhere 28/11 (either way, an impossible reading is never taken).
    const monthFirst = config.DEFAULT_TIME_ZONE.startsWith('America/');
    app.post(
      '/api/assistant',
      {
        config: { rateLimit: { max: ASSISTANT_QUESTIONS_PER_MINUTE, timeWindow: '1 minute' } },
        schema: {
          tags: ['assistant'],
          summary:
            'Ask the concierge: lists and closing times, spots, tables and their all-in prices, deposits, cashback, addresses, the member’s own balance and passes; in English or Spanish',
          body: assistantRequestSchema,
          response: { 200: assistantResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request, reply): Promise<AssistantResponse> => {
        reply.header('cache-control', 'no-store');
        const { messages, gender, language } = request.body;
        // The member's own figures (balance, passes) only; nothing else about them is read.
        const userId = request.currentSession?.user.id ?? null;
        const tools = new AssistantTools(deps.catalog, config.DEFAULT_TIME_ZONE, userId);
        if (config.ASSISTANT_BASE_URL && config.ASSISTANT_MODEL) {
          const answer = await answerWithModel(
            messages,
            tools,
            {
              baseUrl: config.ASSISTANT_BASE_URL,
              model: config.ASSISTANT_MODEL,
              apiKey: config.ASSISTANT_API_KEY,
              logger: deps.logger,
            },
            gender,
            { language },
          );
          if (answer) {
            // Suggestions come from the built-in engine, which knows the clubs' names.
            const builtIn = await answerBuiltIn(messages, tools, { gender, monthFirst, language });
            return { ...answer, suggestions: builtIn.suggestions, engine: 'model' };
          }
        }
        return {
          ...(await answerBuiltIn(messages, tools, { gender, monthFirst, language })),
          engine: 'built-in',
        };
      },
    );
  };
