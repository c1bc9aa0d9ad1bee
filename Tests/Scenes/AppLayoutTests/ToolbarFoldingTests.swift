import Geometry
import StageKit
import TestSupport
import Testing

/// The toolbar folds what does not fit into a More menu, used with the pointer and keys.
@Suite("Toolbar folding into More")
struct ToolbarFoldingTests {
    static let small = Size(width: 640, height: 480)

    /// The bar's height: controls lying below it belong to the menu or the scene.
    static let bar = Theme.standard.toolbarHeight

    /// Labels of the controls drawn in the bar.
    static func barLabels(_ driver: SceneDriver<AnyScene>) -> [String] {
        driver.seen(.control).filter { $0.frame.maxY <= bar }.map { $0.label }
    }

    @Test(arguments: [App.pentominoes, App.chess, App.emojiArt])
    func aWideWindowShowsEverythingAndNoMore(app: App) {
        let driver = app.driver(size: Size(width: 1600, height: 900))
        #expect(driver.seen(.control, "More ▾") == nil)
        #expect(Self.barLabels(driver).contains("Undo"))
    }

    @Test("in a narrow Chess window the pickers fold into More, and choosing there works")
    func chessPickerFromTheMenu() throws {
        var chess = App.chess.driver(size: Self.small)
        let labels = Self.barLabels(chess)
        #expect(labels.contains("New game") && labels.contains("More ▾"), "\(labels)")
        #expect(!labels.contains("Computer plays") && !labels.contains("Both"), "\(labels)")
        let more = try #require(chess.seen(.control, "More ▾"))
        #expect(more.frame.maxX <= Self.small.width)
        chess.tap(at: more.frame.center)
        let nobody = try #require(chess.seen(.control, "Nobody"))
        #expect(nobody.value.contains("selected"))
        #expect(chess.shows("Computer plays"), "the picker's label heads its segments")
        let both = try #require(chess.seen(.control, "Both"))
        chess.tap(at: both.frame.center)
        #expect(chess.seen(.control, "Both") == nil, "choosing closes the menu")
        chess.tap(at: more.frame.center)
        #expect(chess.seen(.control, "Both")?.value.contains("selected") == true)
        #expect(chess.seen(.control, "Nobody")?.value.contains("selected") == false)
    }

    @Test("a folded button works from the menu; Undo and Redo stay together in the bar")
    func foldedButtonsWork() throws {
        var app = App.emojiArt.driver(size: Self.small)
        let bar = Self.barLabels(app)
        #expect(bar.contains("Undo") && bar.contains("Redo"), "the wide file group folds first")
        #expect(try #require(app.seen(.control, "Redo")).value == "disabled")
        let more = try #require(app.seen(.control, "More ▾"))
        app.tap(at: more.frame.center)
        let new = try #require(app.seen(.control, "New"), "New is in the menu")
        #expect(new.frame.minY > Self.bar)
        let original = app.scene.stateDescription
        app.tap(at: new.frame.center)
        let cleared = app.scene.stateDescription
        #expect(cleared != original, "New from the menu started a new picture")
        app.tap(at: try #require(app.seen(.control, "Undo")).frame.center)
        #expect(app.scene.stateDescription == original)
        let redo = try #require(app.seen(.control, "Redo"))
        #expect(redo.value == "", "Redo is enabled once there is something to redo")
        app.tap(at: redo.frame.center)
        #expect(app.scene.stateDescription == cleared)
    }

    @Test("in a narrow Pentominoes window the wide board picker folds and the buttons stay")
    func pentominoesKeepsItsButtons() throws {
        var game = App.pentominoes.driver(size: Self.small)
        let labels = Self.barLabels(game)
        for title in ["Undo", "Redo", "Hint", "Solve", "Reset", "More ▾"] {
            #expect(labels.contains(title), "\(title) in \(labels)")
        }
        #expect(!labels.contains("5×12"))
        game.tap(at: try #require(game.seen(.control, "More ▾")).frame.center)
        game.tap(at: try #require(game.seen(.control, "5×12")).frame.center)
        #expect(game.scene.stateDescription.split(separator: "\n").count == 5, "a 5×12 board")
    }

    @Test("a click outside the open menu closes it and does nothing else")
    func clickOutsideCloses() throws {
        var chess = App.chess.driver(size: Self.small)
        let more = try #require(chess.seen(.control, "More ▾"))
        chess.tap(at: more.frame.center)
        #expect(chess.seen(.control, "Both") != nil)
        let before = chess.list
        // Over the board's e2 pawn: a click there would otherwise select it.
        let board = App.chess.content(Self.small)
        let e2 = Point(
            x: board.minX + board.width * 4.5 / 8, y: board.minY + board.height * 6.5 / 8)
        chess.tap(at: e2)
        #expect(chess.seen(.control, "Both") == nil)
        chess.settle()
        #expect(chess.list.seen(.control) == App.chess.driver(size: Self.small).seen(.control))
        #expect(
            chess.scene.stateDescription
                == App.chess.driver(size: Self.small).scene.stateDescription)
        _ = before
    }

    @Test("the menu is keyboard-navigable: arrows move, Enter chooses, Escape closes")
    func keyboard() throws {
        var chess = App.chess.driver(size: Self.small)
        let more = try #require(chess.seen(.control, "More ▾"))
        chess.tap(at: more.frame.center)
        chess.key("end")
        chess.key("enter")
        #expect(chess.seen(.control, "Nobody") == nil, "Enter chose and closed")
        chess.tap(at: more.frame.center)
        #expect(chess.seen(.control, "Both")?.value.contains("selected") == true, "Both chosen")
        chess.key("down")
        chess.key("escape")
        #expect(chess.seen(.control, "Both") == nil)
        chess.key("escape")
        #expect(chess.scene.exitRequest == nil)
    }

    @Test("widening the window brings the folded items back into the bar")
    func resizeUnfolds() throws {
        var gallery = App.gallery.driver(size: Size(width: 480, height: 480))
        #expect(gallery.seen(.control, "More ▾") != nil)
        gallery.resize(to: Size(width: 1280, height: 800))
        #expect(gallery.seen(.control, "More ▾") == nil)
        #expect(Self.barLabels(gallery).contains("Reset"))
    }

    @Test("the gallery's folded picker works from the menu")
    func galleryPicker() throws {
        var gallery = App.gallery.driver(size: Size(width: 480, height: 480))
        gallery.tap(at: try #require(gallery.seen(.control, "More ▾")).frame.center)
        gallery.tap(at: try #require(gallery.seen(.control, "Large")).frame.center)
        #expect(gallery.scene.stateDescription.contains("size: Large"))
    }

    @Test("F10 opens the menu from the keyboard, its first row highlighted, and closes it")
    func f10() throws {
        var chess = App.chess.driver(size: Self.small)
        chess.key("f10")
        #expect(chess.seen(.control, "Nobody") != nil, "the menu is open")
        // Flip board (highlighted), Open PGN, Save PGN, then Nobody, White, Black.
        for _ in 0..<5 { chess.key("down") }
        chess.key("enter")
        #expect(chess.seen(.control, "Nobody") == nil, "Enter chose and closed")
        chess.key("f10")
        #expect(chess.seen(.control, "Black")?.value.contains("selected") == true)
        chess.key("f10")
        #expect(chess.seen(.control, "Black") == nil, "F10 closes it again")
    }
}
