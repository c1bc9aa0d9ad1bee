// Decimal text to Double for the Embedded Swift web module: `Double("12.5")` calls
// `_swift_stdlib_strtod_clocale`, which the C library provides on the desktop. This one
// reads what the project's formats write (replay lines, JSON numbers): an optional sign,
// digits with an optional point, an optional exponent, and "inf", "infinity", "nan".
// Hexadecimal floats are refused (nothing here writes them).
//
// Rounding: up to 19 significant digits are kept. A value whose digits fit in 53 bits
// with a power of ten up to 22 is computed exactly (one correctly rounded operation, as
// strtod does); others go through 113-bit long double arithmetic, which rounds the same
// as strtod except in cases far beyond what the formats hold.
//
// As the desktop's strtod, a value too large or too small for a Double (other than zero)
// is an error: the function returns null, and `Double(text)` is nil.
#if defined(__wasm__)

typedef unsigned long long uint64_t;

static int lower(char c) { return c >= 'A' && c <= 'Z' ? c + 32 : c; }

/// Whether `s` starts with `word` (lower case), ignoring case.
static int starts_with(const char *s, const char *word) {
    for (; *word; s++, word++) {
        if (lower(*s) != *word) return 0;
    }
    return 1;
}

static const double exact_powers[] = {
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
    1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
};

/// 10^n in long double by squaring (n from 0 to about 800).
static long double power_of_ten(int n) {
    long double result = 1, base = 10;
    while (n > 0) {
        if (n & 1) result *= base;
        base *= base;
        n >>= 1;
    }
    return result;
}

const char *_swift_stdlib_strtod_clocale(const char *text, double *out) {
    const char *p = text;
    int negative = 0;
    if (*p == '+' || *p == '-') negative = *p++ == '-';
    if (starts_with(p, "infinity") || starts_with(p, "inf")) {
        *out = negative ? -__builtin_inf() : __builtin_inf();
        return p + (starts_with(p, "infinity") ? 8 : 3);
    }
    if (starts_with(p, "nan")) {
        *out = __builtin_nan("");
        return p + 3;
    }

    uint64_t mantissa = 0;
    int kept = 0, exponent = 0, digits = 0;
    for (int point = 0;; p++) {
        if (*p == '.' && !point) {
            point = 1;
            continue;
        }
        if (*p < '0' || *p > '9') break;
        digits++;
        if (mantissa == 0 && *p == '0') {
            if (point) exponent--;
            continue;
        }
        if (kept < 19) {
            mantissa = mantissa * 10 + (uint64_t)(*p - '0');
            kept++;
            if (point) exponent--;
        } else if (!point) {
            exponent++;
        }
    }
    if (digits == 0) {
        *out = 0;
        return text;
    }
    if (lower(*p) == 'e') {
        const char *e = p + 1;
        int sign = 1, value = 0, any = 0;
        if (*e == '+' || *e == '-') sign = *e++ == '-' ? -1 : 1;
        for (; *e >= '0' && *e <= '9'; e++, any = 1) {
            if (value < 100000) value = value * 10 + (*e - '0');
        }
        if (any) {
            exponent += sign * value;
            p = e;
        }
    }

    double result;
    if (mantissa == 0) {
        result = 0;
    } else if (exponent > 330) {
        result = __builtin_inf();
    } else if (exponent < -360) {
        result = 0;
    } else if (mantissa < (1ull << 53) && exponent >= -22 && exponent <= 22) {
        result = exponent >= 0 ? (double)mantissa * exact_powers[exponent]
                               : (double)mantissa / exact_powers[-exponent];
    } else {
        long double value = (long double)mantissa;
        value = exponent >= 0 ? value * power_of_ten(exponent) : value / power_of_ten(-exponent);
        result = (double)value;
    }
    *out = negative ? -result : result;
    if (mantissa != 0 && (result == 0 || result == __builtin_inf())) return 0;
    return p;
}

#endif
