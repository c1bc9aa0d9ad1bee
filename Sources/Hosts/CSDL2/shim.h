// SDL2 for the desktop host. SDL_MAIN_HANDLED: Swift owns main(); the host calls
// SDL_SetMainReady() before SDL_Init.
#define SDL_MAIN_HANDLED 1
#include <SDL.h>
#include <stdio.h>

// Function-like macros Swift cannot import, wrapped as functions.
static inline Uint32 csdl_window_pos_undefined(void) { return SDL_WINDOWPOS_UNDEFINED; }
static inline Uint32 csdl_window_pos_centered(void) { return SDL_WINDOWPOS_CENTERED; }

// Line-buffers stdout, so log lines reach a pipe as they are written.
static inline void csdl_line_buffer_stdout(void) { setvbuf(stdout, NULL, _IOLBF, 0); }

// The first fields of Xlib's XErrorEvent, as <X11/Xlib.h> lays them out, declared here
// so the X headers' many short names (Window, Font, Cursor) stay out of Swift.
typedef struct {
    int type;
    void *display;
    unsigned long resourceid;
    unsigned long serial;
    unsigned char error_code;
    unsigned char request_code;
    unsigned char minor_code;
} csdl_x_error;
