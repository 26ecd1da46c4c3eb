import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CONTACT_LIMITS, CreateContactRequest, PHONE_NUMBER_PATTERN } from '@hatake/contract';
import { Type } from 'typebox';
import { BAD_REQUEST, storableEmail, TOO_MANY_REQUESTS } from '../../lib/http-schemas.ts';
import { MAIL_LOCALES, pickMailLocale } from '../../mail/locale.ts';
import { rateLimited } from '../../plugins/rate-limit.ts';
import { AUTO_REPLIES_PER_ADDRESS } from './rules.ts';
import { createContact } from './service.ts';

/** The contract's phone pattern, or empty (the field is optional). */
const OPTIONAL_PHONE_PATTERN = PHONE_NUMBER_PATTERN.replace('^(?:', '^(?:|');

const Body = Type.Object({
  ...CreateContactRequest.properties,
  email: storableEmail('reply address'),
  phoneNumber: Type.Optional(
    Type.String({
      default: '',
      maxLength: CONTACT_LIMITS.phoneNumber,
      pattern: OPTIONAL_PHONE_PATTERN,
      description: 'phone number (optional): 03-1234-5678, 09012345678 or +819012345678',
    }),
  ),
  locale: Type.Optional(
    Type.Union(
      MAIL_LOCALES.map((locale) => Type.Literal(locale)),
      { description: 'language of the confirmation e-mail; default from Accept-Language, else ja' },
    ),
  ),
});

export const contactRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/contacts',
    {
      config: rateLimited(app.config),
      schema: {
        tags: ['contacts'],
        summary: 'Send an inquiry',
        description:
          'Stores the inquiry, e-mails it to the support team and sends the sender a fixed ' +
          'acknowledgement with a reference number (none of the submitted text) — in English when ' +
          '`locale` is "en" or Accept-Language prefers English, else in Japanese. An address gets at ' +
          `most ${AUTO_REPLIES_PER_ADDRESS} acknowledgements an hour; further inquiries are still ` +
          'stored and forwarded to support, without one. Answers 204 with no body. Signed-in senders ' +
          'are linked to their account. Rate limited per client address (429).',
        body: Body,
        response: {
          204: Type.Null({ description: 'inquiry stored and forwarded to support' }),
          400: BAD_REQUEST,
          429: TOO_MANY_REQUESTS,
        },
      },
    },
    async (request, reply) => {
      await createContact(
        { db: app.db, mailer: app.mailer, supportEmail: app.config.supportEmail, log: request.log },
        request.body,
        {
          userId: request.user?.userId ?? null,
          locale: pickMailLocale(request.body.locale, request.headers['accept-language']),
        },
      );
      return reply.code(204).send(null);
    },
  );
};
