// Builds the Fastify application: schema compilers, OpenAPI docs, error handling, API modules and the web app.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import { installErrorHandler } from './lib/error-handler.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.ts';
import { pageMetaResolver, seoRoutes } from './modules/seo/seo.routes.ts';
import { webAppRoutes } from './modules/web/web.routes.ts';

export interface AppDeps {
  config: Config;
  db: Db;
}

export async function buildApp({ config, db }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            // Tokens travel in the Authorization header: never write it to a log line (decisions §9).
            redact: ['req.headers.authorization', 'req.headers.cookie'],
          },
    trustProxy: true,
    bodyLimit: 1_048_576,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);

  await app.register(swagger, {
    openapi: {
      info: { title: `${config.shop.name} API`, version: '1.0.0' },
      servers: [{ url: config.publicUrl }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(catalogRoutes(db));
  await app.register(newsletterRoutes(db));
  await app.register(mediaRoutes(config));
  await app.register(seoRoutes(db, config));
  await app.register(webAppRoutes(config, pageMetaResolver(db, config)));
  return app;
}
