import Launcher
import StageKit

// The browser's clipboard (WebHost/Page/clipboard.js): ctrl+v's paste event hands the open
// app the clipboard's text, and ctrl+c's and ctrl+x's copy and cut events take what the
// app copied, as the desktop host does with SDL's clipboard.

/// Text pasted from the browser's clipboard: `length` bytes of `input`, UTF-8. Returns 1
/// when there was text to hand the app, 0 when there was none (the page then gives the
/// app ctrl+v itself, for its own clipboard).
@_expose(wasm, "paste")
@_cdecl("paste")
public func paste(_ length: Int32, _ time: Double) -> Int32 {
    guard let pasted = TextInput(pasted: inputString(length), time: time) else { return 0 }
    deliver(.text(pasted))
    return 1
}

/// What the open app copied, as text for the clipboard (read as `state` is), when it
/// copied since the last call; empty when it did not.
@_expose(wasm, "copiedText")
@_cdecl("copiedText")
public func copiedText() -> UInt32 {
    let web = app()
    let copied = web.launcher.copied
    guard copied.count != web.copiedCount else { return share("") }
    web.copiedCount = copied.count
    return share(copied.text)
}
