import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CalendarEvents, CalendarQuery } from '../../../src/shared/contracts/calendar';
import { answers } from '../../../src/shared/contracts/common';
import { ok } from '../../lib/envelope';
import { caller } from '../../plugins/auth';
import * as API from '../../../src/shared/core/api-paths';

/** 日历: price changes, maintenance and content publications in a span, as far as the caller's permissions reach. */
const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.calendar.events,
    {
      preHandler: app.requirePermission('goods:manage', 'content:manage'),
      schema: { tags: ['calendar'], summary: '运营日历：调价、内容发布与主机维护', querystring: CalendarQuery, response: answers(CalendarEvents) },
    },
    async (request) => {
      const { roles } = caller(request);
      const scope = { goods: app.permissions.allows(roles, 'goods:manage'), content: app.permissions.allows(roles, 'content:manage') };
      return ok(await app.calendar.events(new Date(request.query.from), new Date(request.query.to), scope));
    },
  );
};

export default calendarRoutes;
