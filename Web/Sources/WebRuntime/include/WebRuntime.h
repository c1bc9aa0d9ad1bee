// The freestanding runtime the web module links with (see runtime.c); nothing here is
// called from Swift directly: the Embedded standard library calls the C names it defines.
#ifndef WEB_RUNTIME_H
#define WEB_RUNTIME_H
#endif
