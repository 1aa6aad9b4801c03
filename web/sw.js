// hexkick's service worker: the installed web app starts and plays offline after the first
// visit. scripts/web-build writes the build's file list and a version into this file; a new
// build is a new cache, and the old one is deleted once the new worker takes over.
"use strict";

const VERSION = "@BUILD_VERSION@";
const FILES = [@BUILD_FILES@];
const CACHE = "hexkick-" + VERSION;

self.addEventListener("install", (event) => {
    event.waitUntil(
        caches
            .open(CACHE)
            .then((cache) => cache.addAll(FILES))
            .then(() => self.skipWaiting()),
    );
});

self.addEventListener("activate", (event) => {
    event.waitUntil(
        caches
            .keys()
            .then((keys) => Promise.all(keys.filter((k) => k.startsWith("hexkick-") && k !== CACHE).map((k) => caches.delete(k))))
            .then(() => self.clients.claim()),
    );
});

// The page's own files come from the cache (the address's ?test or ?studio does not matter);
// anything else, or a file the cache lacks, from the network.
self.addEventListener("fetch", (event) => {
    const request = event.request;
    if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
    event.respondWith(
        caches
            .open(CACHE)
            .then((cache) => cache.match(request, { ignoreSearch: true }))
            .then((hit) => hit || fetch(request)),
    );
});
