import Launcher
import StageKit

// Two tabs on the same app: each keeps its work under the same localStorage key, and the
// page hears of the other's writes through the `storage` event
// (WebHost/Page/other-tabs.js). A tab takes the other's work when it has none of its own
// waiting to be kept; otherwise it sets the other's aside before its own is kept over it,
// and says so. Nothing is lost without a word.

/// The open app's key in the page's storage ("drag-and-drop-demos/chess"), as `state`
/// returns text: empty when the app keeps nothing (or on the cards).
@_expose(wasm, "savedStateKey")
@_cdecl("savedStateKey")
public func savedStateKey() -> UInt32 {
    share(openAppKey().map { BrowserSavedState.prefix + $0.app } ?? "")
}

/// Another tab changed the open app's kept work (the item `savedStateKey` names). When this
/// tab has no work of its own waiting to be kept (nor text typed in a field), it
/// takes the other tab's, as `restore` does; when it has, the other tab's is set aside (`KEY.other-tab-DATE`) so that this
/// tab's, kept next, overwrites nothing, or, if it cannot be moved, this tab stops keeping
/// its own. Returns text as `state` does: the sentence to show, or empty when this tab
/// needs to do nothing (the item is gone, or holds what this tab shows).
@_expose(wasm, "keptInAnotherTab")
@_cdecl("keptInAnotherTab")
public func keptInAnotherTab() -> UInt32 {
    let web = app()
    guard let key = openAppKey() else { return share("") }
    let store = BrowserSavedState()
    let stored: [UInt8]?
    do { stored = try store.load(key) } catch { stored = nil }
    guard let bytes = stored else { return share("") }
    let theirs = String(decoding: bytes, as: UTF8.self)
    let mine = web.launcher.savedStateText
    if theirs == mine {
        web.lastSaved[key.app] = theirs
        return share("")
    }
    // Text typed in a field is work too: taking the other tab's would close the field.
    let typed = !(focusedField()?.text.isEmpty ?? true)
    let waiting = mine != web.lastSaved[key.app] || typed
    if !waiting {
        return share(
            restoreOpenApp(key)
                ?? "This \(key.work) was changed in another tab; this tab shows it now.")
    }
    do {
        let aside = try store.setAside(key, as: "other-tab")
        web.lastSaved[key.app] = nil  // the item is gone: the next `keep` writes this tab's
        return share(
            "This \(key.work) was also changed in another tab. This tab's is kept; the other tab's is set aside as \(aside)."
        )
    } catch {
        web.notKept.insert(key.app)
        return share(
            "This \(key.work) was also changed in another tab, which keeps its own; this tab's changes are not kept."
        )
    }
}
