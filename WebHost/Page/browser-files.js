// Files in the browser: what the Swift module hands out is downloaded (a saved picture as
// JSON, an exported canvas as PNG, a chess game as PGN), and a file the user chooses or drops on the page goes
// to the open app (`WasmApp.receiveFile`), which reads it with the desktop's checks and
// says in its status line what became of it.

import { CanvasRenderer } from "./canvas-renderer.js";

/** Files larger than this are not read into the module at all (the app's own limit is lower). */
const largestFile = 64 * 1024 * 1024;

const types = { json: "application/json", png: "image/png", pgn: "application/x-chess-pgn" };
const typeOf = (name) => types[name.split(".").pop()] ?? "application/octet-stream";

/** Hands the user `blob` as a download named `name`. */
function download(name, blob) {
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = name.split("/").pop() || "file";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
}

export class BrowserFiles {
  /**
   * `deliver(name, bytes)`: gives a chosen or dropped file to the open app and says whether
   * it took it; `report(sentence)` shows a sentence to the user.
   */
  constructor(deliver, report) {
    this.deliver = deliver;
    this.report = report;
    this.chooser = document.createElement("input");
    this.chooser.type = "file";
    this.chooser.accept = ".json,.pgn,application/json,application/x-chess-pgn";
    this.chooser.hidden = true;
    this.chooser.addEventListener("change", () => {
      const [file] = this.chooser.files;
      this.chooser.value = "";
      if (file) this.read(file);
    });
    document.body.append(this.chooser);
  }

  saveFile(name, bytes) { download(name, new Blob([bytes], { type: typeOf(name) })); }

  exportPicture(name, list, width, height) {
    const canvas = document.createElement("canvas");
    canvas.width = Math.max(1, Math.round(width));
    canvas.height = Math.max(1, Math.round(height));
    new CanvasRenderer(canvas.getContext("2d")).draw(list, 1);
    canvas.toBlob((blob) => {
      if (blob) download(name, blob);
      else this.report(`The canvas could not be made into a PNG (${canvas.width}×${canvas.height}).`);
    }, "image/png");
  }

  chooseFile() { this.chooser.click(); }

  /** Reads `file` and gives it to the open app. */
  async read(file) {
    if (file.size > largestFile) {
      this.report(`“${file.name}” is ${Math.round(file.size / 1048576)} MB; files over ` +
        `${largestFile / 1048576} MB are not opened.`);
      return;
    }
    let bytes;
    try {
      bytes = new Uint8Array(await file.arrayBuffer());
    } catch (error) {
      this.report(`“${file.name}” could not be read (${error.name}).`);
      return;
    }
    if (!this.deliver(file.name, bytes)) this.report("This app does not open files.");
  }

  /** Files dropped on `target` go to the open app, as chosen ones do. */
  acceptDrops(target) {
    const carriesFiles = (e) => [...(e.dataTransfer?.types ?? [])].includes("Files");
    target.addEventListener("dragover", (e) => {
      if (!carriesFiles(e)) return;
      e.preventDefault();
      e.dataTransfer.dropEffect = "copy";
    });
    target.addEventListener("drop", (e) => {
      if (!carriesFiles(e)) return;
      e.preventDefault();
      const [file] = e.dataTransfer.files;
      if (file) this.read(file);
    });
  }
}
