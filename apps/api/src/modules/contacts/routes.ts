import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CreateContactRequest, PHONE_NUMBER_PATTERN } from '@hatake/contract';
import { Type } from 'typebox';
import { BAD_REQUEST } from '../../lib/http-schemas.ts';
import { MAIL_LOCALES, pickMailLocale } from '../../mail/locale.ts';
import { createContact } from './service.ts';

/** The contract's phone pattern, or empty (the field is optional). */
const OPTIONAL_PHONE_PATTERN = PHONE_NUMBER_PATTERN.replace('^(?:', '^(?:|');

const Body = Type.Object({
  ...CreateContactRequest.properties,
  email: Type.String({ format: 'email', maxLength: 256, description: 'reply address' }),
  phoneNumber: Type.Optional(
    Type.String({
      default: '',
      maxLength: 32,
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
      schema: {
        tags: ['contacts'],
        summary: 'Send an inquiry',
        description:
          'Stores the inquiry and e-mails a confirmation to the sender — in English when `locale` is ' +
          '"en" or Accept-Language prefers English, else in Japanese — and a notice to the support ' +
          'team. Answers 204 with no body. Signed-in senders are linked to their account.',
        body: Body,
        response: {
          204: Type.Null({ description: 'inquiry stored; confirmation sent' }),
          400: BAD_REQUEST,
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
