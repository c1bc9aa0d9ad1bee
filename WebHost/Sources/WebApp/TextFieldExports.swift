import Geometry
import Launcher
import StageKit

// The focused text field, for the page's real <input> (WebHost/Page/text-field-mirror.js):
// the page puts one over the field the scene draws focused, so a phone shows its on-screen
// keyboard, and passes what is typed there back as edits. Offsets cross in UTF-16 code
// units, as JavaScript counts.

/// The field typing goes into in the open app, as the app draws it now.
func focusedField() -> FocusedTextField? {
    let web = app()
    web.fieldList.removeAll()
    web.launcher.draw(into: &web.fieldList)
    return web.fieldList.focusedTextField
}

/// The focused text field, as `state` returns text: empty when none is focused, else a line
/// of six numbers (its frame's x, y, width and height in CSS pixels, then its selection's
/// start and end in UTF-16 code units), a line with its placeholder, and its text. `fresh`
/// 0 reads it from the last `frame` (nothing drawn again, for right after a frame), 1 from
/// the app as it is now (after an event).
@_expose(wasm, "focusedTextField")
@_cdecl("focusedTextField")
public func focusedTextField(_ fresh: Int32) -> UInt32 {
    guard let field = fresh == 0 ? app().list.focusedTextField : focusedField() else {
        return share("")
    }
    let frame = field.frame
    let start = field.text.utf16Offset(ofCharacter: field.selection.lowerBound)
    let end = field.text.utf16Offset(ofCharacter: field.selection.upperBound)
    return share(
        "\(frame.minX) \(frame.minY) \(frame.width) \(frame.height) \(start) \(end)\n"
            + "\(field.placeholder)\n\(field.text)")
}

/// The page's text box over the focused field now holds `length` bytes of `input` (UTF-8),
/// its caret `caret` UTF-16 code units in: the difference from the field's text goes to the
/// open app as text replacing what it took the place of (`TextInput(changing:to:caret:time:)`).
/// Returns 1 when a field took it, 0 when no field is focused or nothing changed.
@_expose(wasm, "editText")
@_cdecl("editText")
public func editText(_ length: Int32, _ caret: Int32, _ time: Double) -> Int32 {
    guard let field = focusedField() else { return 0 }
    let value = inputString(length)
    guard
        let edit = TextInput(
            changing: field.text, to: value, caret: value.characterOffset(ofUTF16: Int(caret)),
            time: time)
    else { return 0 }
    deliver(.text(edit))
    return 1
}
