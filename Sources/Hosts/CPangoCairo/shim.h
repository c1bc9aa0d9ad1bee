// Cairo (anti-aliased drawing, PNG output) and Pango (text layout with font fallback,
// colour emoji) for the desktop host.
#include <cairo.h>
#include <pango/pangocairo.h>

// PANGO_SCALE is a macro; keep it as a function Swift can call.
static inline int cpango_scale(void) { return PANGO_SCALE; }
