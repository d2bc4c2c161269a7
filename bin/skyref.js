#!/usr/bin/env node
// The compiled CLI lives in dist/ (built by `npm install` through the prepare script).
import '../dist/src/cli/main.js';
