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
        guard session.phase == .idle, handleDrag == nil else { return }
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
        fileSheet = Sheet(
            title: title,
            message: storage == nil
                ? "Files are not available in the demos launcher: run emoji-art to open, save and export."
                : "Type the file's name or path, then press Enter.",
            contentHeight: Theme.standard.controlHeight,
            buttons: [Button("Cancel"), Button(action, style: .primary, isEnabled: storage != nil)])
        nameField.setText(name)
        nameField.isFocused = storage != nil
        layOutFileSheet()
        fileSheet.present(at: time)
    }

    /// Places the sheet in the window and the name field in the sheet.
    mutating func layOutFileSheet() {
        fileSheet.layout(in: layout.size)
        nameField.frame = fileSheet.contentFrame()
    }

    /// Sends an event to the file sheet while it is up; returns whether it took it.
    mutating func handleFileSheet(_ event: InputEvent) -> Bool {
        guard fileSheet.isPresented else { return false }
        switch event {
        case .key(let key) where key.matches(.enter):
            submitFileSheet()
        case .key(let key) where key.matches(.escape):
            _ = fileSheet.handle(event)
            afterSave = nil
        case .key, .text:
            _ = nameField.handle(event)
        case .pointer:
            _ = nameField.handle(event)
            switch fileSheet.handle(event) {
            case .button(0)?:
                fileSheet.dismiss(at: time)
                afterSave = nil
            case .button(_)?: submitFileSheet()
            case .dismissed?, nil: break
            }
        case .wheel:
            break
        case .tick, .resize:
            return false
        }
        return true
    }

    /// Does what the sheet is for with the typed name.
    private mutating func submitFileSheet() {
        guard storage != nil, let purpose = sheetPurpose else { return }
        var name = nameField.text
        while name.hasPrefix(" ") { name.removeFirst() }
        while name.hasSuffix(" ") { name.removeLast() }
        guard !name.isEmpty else {
            fileSheet.message = "Type a file name first."
            layOutFileSheet()
            return
        }
        write(purpose, name, replacing: false)
    }

    /// Opens, saves or exports `name`. Saving or exporting onto a file that is there asks
    /// first (unless `replacing`, or saving again to the picture's own file). A failure is
    /// shown in the sheet, which stays up, and in the status line, and changes nothing.
    mutating func write(_ purpose: FilePurpose, _ name: String, replacing: Bool) {
        guard let storage else { return }
        if !replacing, purpose != .open, !(purpose == .save && name == fileName),
            storage.exists(name)
        {
            askToReplace(purpose, name)
            return
        }
        do throws(StorageError) {
            switch purpose {
            case .open:
                let opened = try storage.open(name)
                for item in document.items { look.remove(.item(item.id)) }
                editor.replaceDocument(with: opened)
                savedDocument = opened
                fileName = name
                fitCanvas()
                status = "Opened \(name): \(opened.items.count) emoji."
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
            fileSheet.message = error.message
            status = error.message
            layOutFileSheet()
        }
    }

    /// Whether a file sheet is up.
    public var isFileSheetPresented: Bool { fileSheet.isPresented }
}
