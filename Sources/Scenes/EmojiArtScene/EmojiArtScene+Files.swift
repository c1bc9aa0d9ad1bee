import DragAndDrop
import EmojiArt
import StageKit

/// What the file sheet is for.
enum FilePurpose: Hashable, Sendable {
    /// Open a document file, replacing the picture.
    case open
    /// Save the picture as a document file.
    case save
    /// Render the canvas to a PNG file.
    case export
}

extension EmojiArtScene {
    /// Shows the sheet where the user types a file name to open, save or export. Without
    /// storage (in the demos launcher) the sheet says files are not available here.
    mutating func presentFileSheet(_ purpose: FilePurpose) {
        guard drag.session.phase == .idle, handleDrag == nil else { return }
        sheetPurpose = purpose
        let stem =
            fileName.map { name in name.hasSuffix(".json") ? String(name.dropLast(5)) : name }
            ?? "art"
        let (title, action, name): (String, String, String)
        switch purpose {
        case .open: (title, action, name) = ("Open a picture", "Open", fileName ?? "art.json")
        case .save: (title, action, name) = ("Save the picture", "Save", fileName ?? "art.json")
        case .export: (title, action, name) = ("Export the canvas as PNG", "Export", stem + ".png")
        }
        fileSheet = FileNameSheet(
            title: title, message: storage?.nameHint ?? "",
            actionTitle: action, isAvailable: storage != nil,
            unavailableMessage:
                "Files are not available in the demos launcher: run emoji-art to open, save and export.",
            width: 440)
        fileSheet.present(suggesting: name, in: layout.size, at: time)
    }

    /// Sends an event to the file sheet while it is up; returns whether it took it.
    /// Saving or exporting onto a file that is there is asked about in the sheet (except
    /// saving again to the picture's own file).
    mutating func handleFileSheet(_ event: InputEvent) -> Bool {
        guard fileSheet.isPresented, let purpose = sheetPurpose else { return false }
        switch event {
        case .tick, .resize: return false
        default: break
        }
        let exists: (String) -> Bool = { [storage, fileName] name in
            guard let storage, purpose != .open, !(purpose == .save && name == fileName) else {
                return false
            }
            return storage.exists(name)
        }
        switch fileSheet.handle(event, exists: exists) {
        case .chosen(let name)?: write(purpose, name)
        case .cancelled?: afterSave = nil
        case nil: break
        }
        return true
    }

    /// Opens, saves or exports `name`. A failure is shown in the sheet, which stays up,
    /// and in the status line, and changes nothing.
    mutating func write(_ purpose: FilePurpose, _ name: String) {
        guard let storage else { return }
        do throws(StorageError) {
            switch purpose {
            case .open:
                guard let open = storage.open else { return }
                show(try open(name), named: name)
            case .save:
                try storage.save(document, name)
                savedDocument = document
                fileName = name
                status = "Saved \(name)."
            case .export:
                try storage.export(document, name)
                status = "Exported the canvas to \(name)."
            }
            fileSheet.dismiss(at: time)
            if purpose == .save, let pending = afterSave {
                afterSave = nil
                perform(pending)
            }
        } catch {
            fileSheet.fail(error.message)
            status = error.message
        }
    }

    /// Replaces the picture with `opened`, the file `name`'s document.
    mutating func show(_ opened: EmojiArtDocument, named name: String) {
        for item in document.items { drag.look.remove(.item(item.id)) }
        editor.replaceDocument(with: opened)
        savedDocument = opened
        fileName = name
        fitCanvas()
        status = "Opened \(name): \(opened.items.count) emoji."
    }

    /// A file the host hands over: the one chosen in its own file chooser after Open, or
    /// one dropped on the window. It is read with the checks of a file opened by name; a
    /// file that cannot be read is said in the status line and changes nothing, and unsaved
    /// changes are asked about (Save / Discard / Cancel) before the picture is replaced.
    /// Always takes the file.
    public mutating func receiveFile(named name: String, contents: [UInt8], at time: Double)
        -> Bool
    {
        self.time = max(self.time, time)
        let opened: EmojiArtDocument
        do throws(EmojiArtTextError) {
            opened = try EmojiArtText.decode(contents)
        } catch {
            status = "Could not open \"\(name)\": \(error.description)."
            return true
        }
        if hasUnsavedChanges {
            ask(before: .show(opened, name: name))
        } else {
            interrupt()
            show(opened, named: name)
        }
        return true
    }

    /// Whether a file sheet is up.
    public var isFileSheetPresented: Bool { fileSheet.isPresented }
}
