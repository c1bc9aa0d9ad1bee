// The freestanding runtime the web module links with (see runtime.c): the Embedded
// standard library calls the C names it defines. Below are the page's functions the Swift
// code calls, declared here so that they are imported with the C calling convention: the
// signatures the page (WebHost/Page/wasm-app.js) and the WasmKit test provide, and nothing more.
#ifndef WEB_RUNTIME_H
#define WEB_RUNTIME_H

typedef __SIZE_TYPE__ size_t; // Swift sees size_t as Int

#define WEB_IMPORT(name) __attribute__((import_module("env"), import_name(name)))

/// The page downloads `length` bytes at `bytes` as a file named by the UTF-8 `name`.
WEB_IMPORT("saveFile")
void host_save_file(const unsigned char *name, size_t name_length,
                    const unsigned char *bytes, size_t length);

/// The page draws a display list (as the `frame` export encodes one) into a
/// `width`×`height` image and downloads it as a PNG named by the UTF-8 `name`.
WEB_IMPORT("exportPicture")
void host_export_picture(const unsigned char *name, size_t name_length,
                         const double *numbers, size_t count,
                         const unsigned char *strings, size_t length, double width,
                         double height);

/// The page shows its file chooser; the file chosen arrives through `receiveFile`.
WEB_IMPORT("chooseFile")
void host_choose_file(void);

/// Today's date in the browser's time zone, as one number: 20261127 for 27 November 2026.
WEB_IMPORT("today")
int host_today(void);

/// Saved state (`BrowserSavedState`): the page's `localStorage` item named by the UTF-8
/// `key`, put in the module's input buffer (through the `input` export); returns its
/// length in bytes, or -1 when there is none or storage is blocked.
WEB_IMPORT("storageLoad")
int host_storage_load(const unsigned char *key, size_t key_length);

/// Stores `length` bytes of UTF-8 text under `key`; returns 0, or 1 when the browser
/// refused (a full quota, blocked storage).
WEB_IMPORT("storageSave")
int host_storage_save(const unsigned char *key, size_t key_length,
                      const unsigned char *text, size_t length);

/// Moves the item `key` to `KEY.WHY-DATE` (`why`: "unreadable", "other-tab"; never over
/// another item), puts that name in the input buffer and returns its length, or -1 when it
/// could not.
WEB_IMPORT("storageSetAside")
int host_storage_set_aside(const unsigned char *key, size_t key_length,
                           const unsigned char *why, size_t why_length);

#endif
