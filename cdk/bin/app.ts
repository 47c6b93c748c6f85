import { App } from 'aws-cdk-lib';
import { createShopApp } from '../lib/shop-app.ts';

createShopApp(new App());
