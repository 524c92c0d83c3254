//! The `kcc` binary: runs [`cli::run`] on the process arguments and exits with its code. The
//! same binary also serves as kcc's helper processes (see [`cli::host`]), which is checked
//! before anything else.

fn main() {
    if let Some(code) = cli::host::helper_mode() {
        std::process::exit(code);
    }
    cli::host::install();
    let args: Vec<String> = std::env::args().skip(1).collect();
    let code = cli::run(&args, &mut std::io::stdout(), &mut std::io::stderr());
    cli::host::finish();
    std::process::exit(code);
}
