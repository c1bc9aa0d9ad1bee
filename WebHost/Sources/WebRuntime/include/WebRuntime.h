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

#endif
