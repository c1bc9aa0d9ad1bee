// ATK and its AT-SPI2 bridge, for CAtkBridge's C files (their include paths come from
// pkg-config atk-bridge-2.0; CAtkBridge links the libraries).
#include <atk/atk.h>
#include <atk-bridge.h>
