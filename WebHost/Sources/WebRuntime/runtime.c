// A freestanding C runtime for the Embedded Swift web module (wasm32-unknown-none-wasm):
// just what the Swift code needs from outside, so the module imports nothing but the
// host's own functions (`env.randomFill`, `env.log`).
//
// - memory: a size-class allocator (powers of two from 32 bytes), each class a free list,
//   new blocks carved from the end of the heap, which grows with memory.grow;
// - memcpy/memmove/memset (bulk-memory instructions), memcmp;
// - math: round, floor, ceil, trunc, fmod and sin/cos/atan2 where the stdlib lacks them;
// - arc4random_buf (hash seeds) from the host's crypto.getRandomValues;
// - putchar (print) buffered by line to the host's console.
#if defined(__wasm__)

typedef __SIZE_TYPE__ size_t;
typedef __UINTPTR_TYPE__ uintptr_t;
typedef unsigned int uint32_t;

#define IMPORT(name) __attribute__((import_module("env"), import_name(name)))
IMPORT("randomFill") void host_random_fill(void *buffer, size_t length);
IMPORT("log") void host_log(const char *text, size_t length);

// MARK: Memory functions

void *memcpy(void *restrict d, const void *restrict s, size_t n) {
    __builtin_memcpy(d, s, n);
    return d;
}

void *memmove(void *d, const void *s, size_t n) {
    __builtin_memmove(d, s, n);
    return d;
}

void *memset(void *d, int c, size_t n) {
    __builtin_memset(d, c, n);
    return d;
}

int memcmp(const void *a, const void *b, size_t n) {
    const unsigned char *p = a, *q = b;
    for (size_t i = 0; i < n; i++) {
        if (p[i] != q[i]) return p[i] < q[i] ? -1 : 1;
    }
    return 0;
}

size_t strlen(const char *s) {
    size_t n = 0;
    while (s[n]) n++;
    return n;
}

// MARK: Allocator

extern unsigned char __heap_base;

enum { HEADER = 16, MIN_CLASS = 5, CLASSES = 32, PAGE = 65536 };

static void *free_lists[CLASSES];
static uintptr_t heap_top;

// The header just before every pointer handed out: its block's size class and the
// distance back to the block's start (more than HEADER for large alignments).
typedef struct {
    uint32_t size_class;
    uint32_t offset;
} Header;

static uintptr_t align_up(uintptr_t v, uintptr_t a) { return (v + a - 1) & ~(a - 1); }

static void *carve(uintptr_t size) {
    if (heap_top == 0) heap_top = align_up((uintptr_t)&__heap_base, HEADER);
    uintptr_t start = heap_top, end = start + size;
    if (end < start) return 0;
    uintptr_t available = __builtin_wasm_memory_size(0) * (uintptr_t)PAGE;
    if (end > available) {
        uintptr_t pages = (end - available + PAGE - 1) / PAGE;
        if (__builtin_wasm_memory_grow(0, pages) == (size_t)-1) return 0;
    }
    heap_top = end;
    return (void *)start;
}

static void *allocate(size_t alignment, size_t size) {
    if (alignment < HEADER) alignment = HEADER;
    uintptr_t need = (uintptr_t)size + HEADER + (alignment > HEADER ? alignment : 0);
    if (need < size) return 0;
    uint32_t k = MIN_CLASS;
    while (k < CLASSES && ((uintptr_t)1 << k) < need) k++;
    if (k >= CLASSES) return 0;
    void *block = free_lists[k];
    if (block) {
        free_lists[k] = *(void **)block;
    } else {
        block = carve((uintptr_t)1 << k);
        if (!block) return 0;
    }
    uintptr_t p = align_up((uintptr_t)block + HEADER, alignment);
    Header *h = (Header *)(p - sizeof(Header));
    h->size_class = k;
    h->offset = (uint32_t)(p - (uintptr_t)block);
    return (void *)p;
}

void free(void *p) {
    if (!p) return;
    Header *h = (Header *)((uintptr_t)p - sizeof(Header));
    void *block = (void *)((uintptr_t)p - h->offset);
    *(void **)block = free_lists[h->size_class];
    free_lists[h->size_class] = block;
}

void *malloc(size_t size) { return allocate(HEADER, size); }

int posix_memalign(void **out, size_t alignment, size_t size) {
    void *p = allocate(alignment, size);
    if (!p) return 12;  // ENOMEM
    *out = p;
    return 0;
}

void *aligned_alloc(size_t alignment, size_t size) { return allocate(alignment, size); }

void *calloc(size_t count, size_t size) {
    size_t total = count * size;
    if (size && total / size != count) return 0;
    void *p = malloc(total);
    if (p) __builtin_memset(p, 0, total);
    return p;
}

void *realloc(void *old, size_t size) {
    if (!old) return malloc(size);
    Header *h = (Header *)((uintptr_t)old - sizeof(Header));
    size_t capacity = ((size_t)1 << h->size_class) - h->offset;
    if (size <= capacity) return old;
    void *p = malloc(size);
    if (!p) return 0;
    __builtin_memcpy(p, old, capacity);
    free(old);
    return p;
}

size_t malloc_usable_size(void *p) {
    if (!p) return 0;
    Header *h = (Header *)((uintptr_t)p - sizeof(Header));
    return ((size_t)1 << h->size_class) - h->offset;
}

// MARK: Math

double floor(double x) { return __builtin_floor(x); }
double ceil(double x) { return __builtin_ceil(x); }
double trunc(double x) { return __builtin_trunc(x); }
double fabs(double x) { return __builtin_fabs(x); }
double sqrt(double x) { return __builtin_sqrt(x); }
float floorf(float x) { return __builtin_floorf(x); }
float ceilf(float x) { return __builtin_ceilf(x); }
float sqrtf(float x) { return __builtin_sqrtf(x); }

// Halves away from zero, as C's round does (wasm's nearest rounds halves to even).
double round(double x) {
    double t = __builtin_trunc(x);
    if (__builtin_fabs(x - t) >= 0.5) t += x < 0 ? -1.0 : 1.0;
    return t;
}

float roundf(float x) { return (float)round(x); }

double fmod(double x, double y) {
    if (y == 0 || x != x || y != y || __builtin_isinf(x)) return (x * y) / (x * y);
    if (__builtin_isinf(y)) return x;
    return x - __builtin_trunc(x / y) * y;
}

static const double PI = 3.14159265358979323846;

// sin on [-pi/4, pi/4] and cos there, by their Taylor series (errors below 1e-16).
static double sin_kernel(double x) {
    double x2 = x * x;
    return x * (1 + x2 * (-1.0 / 6 + x2 * (1.0 / 120 + x2 * (-1.0 / 5040 + x2 * (1.0 / 362880
        + x2 * (-1.0 / 39916800 + x2 * (1.0 / 6227020800.0)))))));
}

static double cos_kernel(double x) {
    double x2 = x * x;
    return 1 + x2 * (-1.0 / 2 + x2 * (1.0 / 24 + x2 * (-1.0 / 720 + x2 * (1.0 / 40320
        + x2 * (-1.0 / 3628800 + x2 * (1.0 / 479001600 + x2 * (-1.0 / 87178291200.0)))))));
}

// Reduces x to r in [-pi/4, pi/4] with x = r + q * pi/2; returns q mod 4.
static int reduce(double x, double *r) {
    double q = __builtin_floor(x / (PI / 2) + 0.5);
    // pi/2 split in two for a more exact reduction of large arguments.
    *r = (x - q * 1.5707963267341256) - q * 6.077100506506192e-11;
    double m = fmod(q, 4);
    if (m < 0) m += 4;
    return (int)m;
}

double sin(double x) {
    if (x != x || __builtin_isinf(x)) return x - x;
    double r;
    switch (reduce(x, &r)) {
    case 0: return sin_kernel(r);
    case 1: return cos_kernel(r);
    case 2: return -sin_kernel(r);
    default: return -cos_kernel(r);
    }
}

double cos(double x) {
    if (x != x || __builtin_isinf(x)) return x - x;
    double r;
    switch (reduce(x, &r)) {
    case 0: return cos_kernel(r);
    case 1: return -sin_kernel(r);
    case 2: return -cos_kernel(r);
    default: return sin_kernel(r);
    }
}

// atan on [0, 1] by halving the angle twice and a short series.
static double atan_unit(double x) {
    // atan(x) = 2 atan(x / (1 + sqrt(1 + x^2))), applied twice: |x| <= tan(pi/16).
    for (int i = 0; i < 2; i++) x = x / (1 + __builtin_sqrt(1 + x * x));
    double x2 = x * x, term = x, sum = 0;
    for (int n = 0; n < 12; n++) {
        sum += term / (2 * n + 1);
        term *= -x2;
    }
    return 4 * sum;
}

double atan(double x) {
    if (x != x) return x;
    double a = __builtin_fabs(x);
    double r = a <= 1 ? atan_unit(a) : PI / 2 - atan_unit(1 / a);
    return x < 0 ? -r : r;
}

double atan2(double y, double x) {
    if (x != x || y != y) return x + y;
    if (x == 0 && y == 0) return __builtin_signbit(x) ? (__builtin_signbit(y) ? -PI : PI) : y;
    if (__builtin_isinf(x) && __builtin_isinf(y)) {
        double r = x > 0 ? PI / 4 : 3 * PI / 4;
        return y < 0 ? -r : r;
    }
    if (x == 0 || __builtin_isinf(y)) return y > 0 ? PI / 2 : -PI / 2;
    double r = atan(y / x);
    if (x < 0) r += (y < 0 || (y == 0 && __builtin_signbit(y))) ? -PI : PI;
    return r;
}

// MARK: Random bytes and printing

void arc4random_buf(void *buffer, size_t length) { host_random_fill(buffer, length); }

static char line[256];
static size_t line_length;

int putchar(int c) {
    if (c != '\n') line[line_length++] = (char)c;
    if (c == '\n' || line_length == sizeof line) {
        host_log(line, line_length);
        line_length = 0;
    }
    return c;
}

#endif
