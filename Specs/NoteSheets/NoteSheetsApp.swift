// A notes app of our own: the main stack, driven by a router in the environment, where notes
// link to related notes without end, and three sheets that act on that stack:
// - the edit sheet's "Delete" closes the sheet and pops the note in one tap
//   (`dismiss(); router.path.removeLast()`: one action, which cannot be tapped twice);
// - the search sheet's results close it and open the note under it;
// - the reader sheet steps back through the notes under it and stays up ("Previous").
// navlint follows the reader's pops on its frame graph: the sheet shows again over whatever
// pushed the note it covered, for stacks of any height.
//
// The bug: the reader's "Previous" removes the last note without checking that one is left:
// over the first note, the second tap pops past the list and `removeLast()` crashes the app
// (pop-past-root). Nothing else is reported: Delete closes its sheet as it pops.
import SwiftUI

struct Note: Hashable {
    let id: Int
}

@MainActor @Observable final class NotesRouter {
    var path: [Note] = []
}

@main
struct NoteSheetsApp: App {
    var body: some Scene { WindowGroup { RootView() } }
}

struct RootView: View {
    @State private var router = NotesRouter()

    var body: some View {
        NavigationStack(path: $router.path) {
            NoteListView()
                .navigationDestination(for: Note.self) { note in NoteView(note: note) }
        }
        .environment(router)
    }
}

struct NoteListView: View {
    @State private var searching = false

    var body: some View {
        List {
            NavigationLink("Groceries", value: Note(id: 1))
            NavigationLink("Trips", value: Note(id: 2))
        }
        .toolbar { Button("Search") { searching = true } }
        .sheet(isPresented: $searching) { SearchView() }
    }
}

struct NoteView: View {
    let note: Note
    @State private var editing = false
    @State private var reading = false

    var body: some View {
        List {
            NavigationLink("Related", value: Note(id: note.id + 1))
        }
        .toolbar {
            Button("Edit") { editing = true }
            Button("Read") { reading = true }
        }
        .sheet(isPresented: $editing) { EditNoteView(note: note) }
        .sheet(isPresented: $reading) { ReaderView() }
    }
}

struct EditNoteView: View {
    let note: Note
    @Environment(NotesRouter.self) private var router
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Form {
            Button("Delete", role: .destructive) {
                dismiss()
                router.path.removeLast()
            }
            Button("Done") { dismiss() }
        }
    }
}

struct SearchView: View {
    @Environment(NotesRouter.self) private var router
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        List {
            Button("Packing list") {
                dismiss()
                router.path.append(Note(id: 7))
            }
        }
    }
}

struct ReaderView: View {
    @Environment(NotesRouter.self) private var router
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("Reading")
            Button("Previous") { router.path.removeLast() }
            Button("Close") { dismiss() }
        }
    }
}
